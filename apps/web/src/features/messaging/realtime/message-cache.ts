import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage } from '@blaze/contracts/messaging';

/**
 * The messages cache of one conversation: pages[0] is the newest page, each later page is older.
 * Every page holds its messages oldest first, so the chat reads pages back to front.
 */
export type MessagesData = InfiniteData<MessagePage, number | undefined>;

function bySeq(a: Message, b: Message): number {
  return a.seq - b.seq;
}

/** Highest seq held, 0 when none. */
export function highestSeq(data: { pages: readonly MessagePage[] } | undefined): number {
  let max = 0;
  for (const page of data?.pages ?? []) {
    for (const message of page.messages) if (message.seq > max) max = message.seq;
  }
  return max;
}

/**
 * Adds messages the server sent live or on resume. A message already held (same id or seq) is
 * replaced by the newer copy, so a repeat never shows twice; order stays by seq.
 */
export function mergeMessages(data: MessagesData, incoming: readonly Message[]): MessagesData {
  if (incoming.length === 0 || data.pages.length === 0) return data;
  const incomingById = new Map(incoming.map((m) => [m.id, m]));
  const incomingBySeq = new Map(incoming.map((m) => [m.seq, m]));
  const placed = new Set<string>();

  const pages = data.pages.map((page) => {
    let changed = false;
    const messages = page.messages.map((held) => {
      const fresh = incomingById.get(held.id) ?? incomingBySeq.get(held.seq);
      if (!fresh) return held;
      placed.add(fresh.id);
      changed = true;
      return fresh;
    });
    return changed ? { ...page, messages } : page;
  });

  const rest = incoming.filter((m) => !placed.has(m.id));
  if (rest.length > 0) {
    // New messages belong to the newest page. One that falls inside an older page's range is
    // left out: that page is fetched again when the member scrolls back to it.
    const newest = pages[0]!;
    const olderPage = pages[1];
    const floor = olderPage ? (olderPage.messages.at(-1)?.seq ?? 0) : -1;
    const fits = rest.filter((m) => m.seq > floor);
    const unique = new Map<number, Message>();
    for (const m of [...newest.messages, ...fits]) unique.set(m.seq, m);
    pages[0] = { ...newest, messages: [...unique.values()].sort(bySeq) };
  }
  return { ...data, pages };
}

function mapMessages(data: MessagesData, change: (message: Message) => Message | null) {
  let changed = false;
  const pages = data.pages.map((page) => {
    const messages: Message[] = [];
    for (const message of page.messages) {
      const next = change(message);
      if (next !== message) changed = true;
      if (next) messages.push(next);
    }
    return messages.length === page.messages.length && !changed ? page : { ...page, messages };
  });
  return changed ? { ...data, pages } : data;
}

/** Unsent by its sender: the content is gone, the gap stays as 'Message unsent'. */
export function markUnsent(data: MessagesData, messageId: string): MessagesData {
  return mapMessages(data, (m) =>
    m.id === messageId
      ? { ...m, unsent: true, text: null, photo: null, location: null, expiresAt: null }
      : m,
  );
}

/** Deleted from my copy only. */
export function dropMessage(data: MessagesData, messageId: string): MessagesData {
  return mapMessages(data, (m) => (m.id === messageId ? null : m));
}

/** All messages held, oldest first. */
export function flattenMessages(data: { pages: readonly MessagePage[] } | undefined): Message[] {
  if (!data) return [];
  const out: Message[] = [];
  for (let i = data.pages.length - 1; i >= 0; i--) out.push(...data.pages[i]!.messages);
  return out;
}
