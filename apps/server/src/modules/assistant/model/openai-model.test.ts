import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startOpenAiStandIn,
  toolThenText,
  type OpenAiStandIn,
} from '../../../test/openai-stand-in.ts';
import type { ModelRequest, ToolOutcome } from '../assistant-model.ts';
import { MODEL_MAX_ROUNDS, ModelFailure, openAiModel } from './openai-model.ts';

const KEY = 'sk-test-standin-key';

const findMatches = {
  name: 'find_matches',
  description: 'Find members near him',
  parameters: {
    type: 'object',
    properties: { tags: { type: 'array', items: { type: 'string' } } },
    additionalProperties: false,
  },
};

let standIn: OpenAiStandIn;
const ai = (timeoutMs = 5_000) => ({
  baseUrl: standIn.baseUrl,
  apiKey: KEY,
  model: 'test-model',
  timeoutMs,
});

/** A request whose tool calls are recorded; its tool answers with the given text. */
function request(overrides: Partial<ModelRequest> = {}) {
  const ran: Array<{ name: string; args: unknown }> = [];
  const deltas: string[] = [];
  const req: ModelRequest = {
    system: 'You are HOTTIE.',
    history: [{ role: 'user', content: "who's hot near me?" }],
    tools: [findMatches],
    runTool: async (name, args): Promise<ToolOutcome> => {
      ran.push({ name, args });
      return { forModel: 'Found 2 members: Sebastian (31), Marco (28).', result: { ids: [1, 2] } };
    },
    onDelta: (text) => deltas.push(text),
    ...overrides,
  };
  return { req, ran, deltas };
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: KEY });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

describe('openAiModel over the chat completions protocol', () => {
  it('streams the words in pieces, with the bearer key, the model, the system and the history', async () => {
    standIn.answer({ text: 'Two hot guys are online near you right now.' });
    const { req, deltas } = request();
    const answer = await openAiModel(ai()).answer(req);

    expect(answer).toEqual({ text: 'Two hot guys are online near you right now.', toolCalls: [] });
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(answer.text);
    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent!.body).toMatchObject({
      model: 'test-model',
      stream: true,
      messages: [
        { role: 'system', content: 'You are HOTTIE.' },
        { role: 'user', content: "who's hot near me?" },
      ],
      tools: [{ type: 'function', function: findMatches }],
    });
  });

  it('runs a tool the model calls and gives the model its result before the words', async () => {
    standIn.answer(
      toolThenText('find_matches', { tags: ['hot'] }, 'Sebastian and Marco are close by.'),
      toolThenText('find_matches', { tags: ['hot'] }, 'Sebastian and Marco are close by.'),
    );
    const { req, ran, deltas } = request();
    const answer = await openAiModel(ai()).answer(req);

    expect(ran).toEqual([{ name: 'find_matches', args: { tags: ['hot'] } }]);
    expect(answer.text).toBe('Sebastian and Marco are close by.');
    expect(answer.toolCalls).toEqual([
      {
        name: 'find_matches',
        args: { tags: ['hot'] },
        outcome: {
          forModel: expect.stringContaining('Sebastian') as string,
          result: { ids: [1, 2] },
        },
      },
    ]);
    expect(deltas.join('')).toBe(answer.text);
    expect(standIn.requests).toHaveLength(2);
    const second = standIn.requests[1]!.body.messages;
    const call = second.at(-2)!;
    expect(call.role).toBe('assistant');
    expect(call.tool_calls).toEqual([
      {
        id: expect.any(String) as string,
        type: 'function',
        function: { name: 'find_matches', arguments: '{"tags":["hot"]}' },
      },
    ]);
    expect(second.at(-1)).toEqual({
      role: 'tool',
      tool_call_id: call.tool_calls![0]!.id,
      content: 'Found 2 members: Sebastian (31), Marco (28).',
    });
  });

  it('runs parallel tool calls in order and answers each by its id', async () => {
    standIn.answer(
      {
        toolCalls: [
          { name: 'find_matches', args: { tags: ['bear'] } },
          { name: 'find_matches', args: {} },
        ],
      },
      { text: 'Done.' },
    );
    const { req, ran } = request();
    await openAiModel(ai()).answer(req);
    expect(ran.map((r) => r.args)).toEqual([{ tags: ['bear'] }, {}]);
    const messages = standIn.requests[1]!.body.messages;
    const ids = messages.at(-3)!.tool_calls!.map((c) => c.id);
    expect(messages.slice(-2).map((m) => m.tool_call_id)).toEqual(ids);
  });

  it('tells the model when its arguments are not JSON or the tool does not exist, without running it', async () => {
    standIn.answer(
      { toolCalls: [{ name: 'find_matches', args: '{"tags": [hot' }] },
      { toolCalls: [{ name: 'delete_account', args: {} }] },
      { text: 'Sorry, let me try that differently.' },
    );
    const { req, ran } = request();
    const answer = await openAiModel(ai()).answer(req);

    expect(ran).toEqual([]);
    expect(answer).toEqual({ text: 'Sorry, let me try that differently.', toolCalls: [] });
    expect(standIn.requests[1]!.body.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining('not valid JSON') as string,
    });
    expect(standIn.requests[2]!.body.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining('no tool named "delete_account"') as string,
    });
  });

  it(`stops offering tools in round ${MODEL_MAX_ROUNDS} and fails if the model still calls one`, async () => {
    standIn.otherwise({ toolCalls: [{ name: 'find_matches', args: {} }] });
    const { req, ran } = request();
    const failure = await openAiModel(ai())
      .answer(req)
      .catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ModelFailure);
    expect((failure as ModelFailure).kind).toBe('rounds');
    expect(standIn.requests).toHaveLength(MODEL_MAX_ROUNDS);
    expect(standIn.requests.map((r) => Boolean(r.body.tools))).toEqual([true, true, true, false]);
    expect(ran).toHaveLength(MODEL_MAX_ROUNDS - 1);
  });

  it('keeps the words of every round, as streamed, a paragraph apart', async () => {
    standIn.answer(
      { text: 'Let me look.', toolCalls: [{ name: 'find_matches', args: {} }] },
      { text: 'Here they are.' },
    );
    const { req, deltas, ran } = request();
    const answer = await openAiModel(ai()).answer(req);
    expect(ran).toHaveLength(1);
    expect(answer.text).toBe('Let me look.\n\nHere they are.');
    expect(deltas.join('')).toBe(answer.text);
    expect(standIn.requests[1]!.body.messages.at(-2)).toMatchObject({
      role: 'assistant',
      content: 'Let me look.',
    });
  });

  it('throws on an HTTP error status, once (no retry)', async () => {
    standIn.answer({ status: 500, message: 'boom' });
    const failure = await openAiModel(ai())
      .answer(request().req)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'status', status: 500 });
    expect(standIn.requests).toHaveLength(1);
  });

  it('throws on a wrong key (401) and on a rate limit (429)', async () => {
    const wrong = openAiModel({ ...ai(), apiKey: 'sk-wrong' });
    await expect(wrong.answer(request().req)).rejects.toMatchObject({
      kind: 'status',
      status: 401,
    });
    standIn.answer({ status: 429 });
    await expect(openAiModel(ai()).answer(request().req)).rejects.toMatchObject({
      kind: 'status',
      status: 429,
    });
  });

  it('throws when the model does not answer in time', async () => {
    standIn.answer({ hang: true });
    const started = Date.now();
    await expect(openAiModel(ai(600)).answer(request().req)).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('throws when the stream stops mid-answer and the deadline passes', async () => {
    standIn.answer({ hang: true, text: 'Two hot guys are online near you right now.' });
    const { req, deltas } = request();
    await expect(openAiModel(ai(600)).answer(req)).rejects.toMatchObject({ kind: 'timeout' });
    expect(deltas.length).toBeGreaterThan(0);
  });

  it('throws when the stream closes before the answer is finished', async () => {
    standIn.answer({ cut: true, text: 'Two hot guys are online near you right now.' });
    await expect(openAiModel(ai()).answer(request().req)).rejects.toMatchObject({
      kind: 'cut-off',
    });
  });

  it('the deadline covers the whole answer, tool rounds included', async () => {
    standIn.answer({ toolCalls: [{ name: 'find_matches', args: {} }] }, { hang: true });
    await expect(openAiModel(ai(800)).answer(request().req)).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(standIn.requests).toHaveLength(2);
  });

  it("stops when the request's own signal is aborted", async () => {
    standIn.answer({ hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(
      openAiModel(ai()).answer(request({ signal: controller.signal }).req),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('throws on an empty answer', async () => {
    standIn.answer({ empty: true });
    await expect(openAiModel(ai()).answer(request().req)).rejects.toMatchObject({ kind: 'empty' });
  });

  it('throws when nothing listens at the base URL', async () => {
    const closed = await startOpenAiStandIn();
    const baseUrl = closed.baseUrl;
    await closed.close();
    await expect(openAiModel({ ...ai(), baseUrl }).answer(request().req)).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it("lets a tool's own failure through as it is", async () => {
    standIn.answer({ toolCalls: [{ name: 'find_matches', args: {} }] });
    const bug = new Error('a bug in the tool');
    const { req } = request({ runTool: () => Promise.reject(bug) });
    await expect(openAiModel(ai()).answer(req)).rejects.toBe(bug);
  });

  it('logs only figures: never the prompt, his words or the answer', async () => {
    const lines: unknown[] = [];
    const log = {
      info: (obj: Record<string, unknown>, msg: string) => lines.push([obj, msg]),
      warn: (obj: Record<string, unknown>, msg: string) => lines.push([obj, msg]),
    };
    standIn.answer(
      toolThenText('find_matches', {}, 'Sebastian is near.'),
      toolThenText('find_matches', {}, 'Sebastian is near.'),
      { status: 503 },
    );
    await openAiModel(ai(), { log }).answer(request().req);
    await openAiModel(ai(), { log })
      .answer(request().req)
      .catch(() => null);
    const logged = JSON.stringify(lines);
    expect(lines).toHaveLength(2);
    expect(logged).toContain('durationMs');
    for (const secret of ['HOTTIE', 'hot near me', 'Sebastian', KEY])
      expect(logged).not.toContain(secret);
  });
});
