/**
 * The port between the assistant's service and a configured OpenAI-compatible model (decision 039).
 * The service decides what may reach the model (never health fields, kinks, e-mail or locations) and
 * offers the same actions the built-in engine runs as tools; the adapter (`model/openai-model.ts`)
 * speaks the chat completions protocol, runs the tool loop and streams the words.
 */

/** One action offered to the model as a function tool. `parameters` is a JSON Schema object. */
export type ModelTool = {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
};

/** A turn of the conversation as the model sees it (already stripped of anything sensitive). */
export type ModelTurn = { role: 'user' | 'assistant'; content: string };

/**
 * What a tool call returns: `forModel` is the (safe) text the model reads to go on; `result` is kept by
 * the service for the reply (member cards, a confirmation, a draft).
 */
export type ToolOutcome = { forModel: string; result: unknown };

export type ModelRequest = {
  /** The persona's instructions and the rules (no explicit language unless adult mode). */
  system: string;
  history: ModelTurn[];
  tools: ModelTool[];
  /** Runs one tool call with the member's own permissions; throws only on a bug. */
  runTool: (name: string, args: unknown) => Promise<ToolOutcome>;
  /** Called with each piece of text as it streams. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
};

export type ModelAnswer = {
  /** The model's final words. */
  text: string;
  /** Every tool the model called, in order, with its outcome. */
  toolCalls: Array<{ name: string; args: unknown; outcome: ToolOutcome }>;
};

export interface AssistantModel {
  /** Throws on any failure (HTTP error, timeout, bad reply): the service then answers with the built-in engine. */
  answer(request: ModelRequest): Promise<ModelAnswer>;
}
