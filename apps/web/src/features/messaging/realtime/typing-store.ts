const NOBODY: readonly string[] = Object.freeze([]);

/**
 * Who is typing where: member ids per conversation, each forgotten `ttlMs` after his last
 * 'typing' frame (a sender that vanishes never leaves a stuck indicator).
 */
export class TypingStore {
  private readonly typers = new Map<string, Map<string, ReturnType<typeof setTimeout>>>();
  private readonly snapshots = new Map<string, readonly string[]>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly ttlMs: number) {}

  set(conversationId: string, userId: string, typing: boolean): void {
    const inConversation = this.typers.get(conversationId) ?? new Map();
    const timer = inConversation.get(userId);
    if (timer) clearTimeout(timer);
    if (typing) {
      inConversation.set(
        userId,
        setTimeout(() => this.set(conversationId, userId, false), this.ttlMs),
      );
    } else if (!inConversation.delete(userId)) {
      return;
    }
    this.typers.set(conversationId, inConversation);
    if (!timer || !typing) this.publish(conversationId);
  }

  clear(): void {
    for (const inConversation of this.typers.values()) {
      for (const timer of inConversation.values()) clearTimeout(timer);
    }
    const ids = [...this.typers.keys()];
    this.typers.clear();
    for (const id of ids) this.publish(id);
  }

  get(conversationId: string): readonly string[] {
    return this.snapshots.get(conversationId) ?? NOBODY;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private publish(conversationId: string): void {
    const ids = [...(this.typers.get(conversationId)?.keys() ?? [])];
    this.snapshots.set(conversationId, ids.length ? ids : NOBODY);
    for (const listener of this.listeners) listener();
  }
}
