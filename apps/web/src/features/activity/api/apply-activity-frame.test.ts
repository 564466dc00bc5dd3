import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ActivityItem, ActivityPage } from '@blaze/contracts/activity';
import { activityKeys } from '@/features/activity/api/activity-keys';
import { applyActivityFrame } from '@/features/activity/api/apply-activity-frame';

const item = (id: string): ActivityItem => ({
  id,
  kind: 'like',
  actor: {
    id: 'a',
    username: 'alex',
    displayName: 'Alex',
    avatarUrl: null,
    isCreator: false,
    isVerified: false,
  },
  post: { id: 'p', text: 'Sunset' },
  comment: null,
  storyId: null,
  event: null,
  conversationId: null,
  read: false,
  createdAt: new Date().toISOString(),
});

describe('applyActivityFrame', () => {
  it('sets the bell count and puts a new item on top of the loaded list, once', () => {
    const qc = new QueryClient();
    qc.setQueryData<InfiniteData<ActivityPage>>(activityKeys.list(), {
      pages: [{ items: [item('old')], nextCursor: null }],
      pageParams: [null],
    });
    applyActivityFrame(qc, { item: item('new'), unread: 2 });
    applyActivityFrame(qc, { item: item('new'), unread: 2 });
    expect(qc.getQueryData(activityKeys.unread())).toEqual({ unread: 2 });
    const list = qc.getQueryData<InfiniteData<ActivityPage>>(activityKeys.list());
    expect(list?.pages[0]?.items.map((i) => i.id)).toEqual(['new', 'old']);
  });

  it('only moves the count for a read elsewhere, and leaves an unloaded list alone', () => {
    const qc = new QueryClient();
    applyActivityFrame(qc, { item: null, unread: 0 });
    applyActivityFrame(qc, { item: item('x'), unread: 1 });
    expect(qc.getQueryData(activityKeys.unread())).toEqual({ unread: 1 });
    expect(qc.getQueryData(activityKeys.list())).toBeUndefined();
  });
});
