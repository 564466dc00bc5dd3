// Members for the browser benches (bench:web, bench:interaction): signed up through the API and the
// e-mail code, placed in Berlin, and a chat between two of them.
import { signUpCodeIn } from '../apps/server/src/modules/mail/mail-folder.ts';

/** Signs a member up through the code step; answers his cookie header, id and a POST helper. */
export async function signUp(server, name, tag = 'web') {
  const email = `bench.${tag}.${name}.${Date.now()}@example.com`;
  const post = (p, body, cookie) =>
    fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const started = await post('/api/auth/sign-up', { email, password: 'velvet-otter-rides-42' });
  if (started.status !== 202) throw new Error(`sign-up answered ${started.status}`);
  const verified = await post('/api/auth/verify-email', {
    email,
    code: await signUpCodeIn(server.mailDir, email, 2_000),
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
  const {
    user: { id },
  } = await me.json();
  const placed = await fetch(`${server.url}/api/me/location`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ city: 'Berlin' }),
  });
  if (!placed.ok) throw new Error(`location answered ${placed.status}`);
  return { cookie, id, post };
}

/** Opens a chat from `a` to `b` with `count` messages from `a`; answers the chat's path. */
export async function openChat(a, b, count = 12) {
  const opened = await a.post('/api/conversations', { userId: b.id }, a.cookie);
  if (!opened.ok) throw new Error(`opening a chat answered ${opened.status}`);
  const { id } = await opened.json();
  for (let i = 0; i < count; i++) {
    const sent = await a.post(
      `/api/conversations/${id}/messages`,
      {
        clientId: `bench-web-${i}-${Date.now()}`,
        kind: 'text',
        text: `Message ${i + 1}: hey there`,
      },
      a.cookie,
    );
    if (sent.status !== 201) throw new Error(`sending answered ${sent.status}`);
  }
  return `/app/chat/${id}`;
}
