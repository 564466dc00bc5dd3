import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bumpNewPosts, resetNewPosts, useNewPostsCount } from '@/lib/new-posts';

describe('new posts signal', () => {
  it('counts frames until the dashboard resets it', () => {
    const { result } = renderHook(() => useNewPostsCount());
    expect(result.current).toBe(0);
    act(() => {
      bumpNewPosts();
      bumpNewPosts();
    });
    expect(result.current).toBe(2);
    act(() => resetNewPosts());
    expect(result.current).toBe(0);
  });
});
