import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  NotificationSettingsPatchSchema,
  NotificationSettingsSchema,
  PushKeySchema,
  PushSubscriptionBodySchema,
  PushTestResultSchema,
  PushUnsubscribeBodySchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { PushService } from './push.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** `sessionToken`: the session behind the request, whose device a subscription becomes (auth answers). */
export function pushRoutes(
  push: PushService,
  sessionToken: (request: FastifyRequest) => Promise<string | null>,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };

    r.get(
      '/api/push/key',
      {
        ...guard,
        schema: {
          tags: ['push'],
          summary: "The server's VAPID public key for PushManager.subscribe (null: push is off)",
          response: { 200: PushKeySchema, ...errors },
        },
      },
      async () => ({ publicKey: push.publicKey() }),
    );

    r.post(
      '/api/push/subscriptions',
      {
        ...guard,
        schema: {
          tags: ['push'],
          summary: 'Subscribe this device to push (the same endpoint again updates it)',
          body: PushSubscriptionBodySchema,
          response: { 201: z.object({ id: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const id = await push.subscribe(
          memberOf(request).userId,
          await sessionToken(request),
          request.body,
        );
        return reply.code(201).send({ id });
      },
    );

    r.delete(
      '/api/push/subscriptions',
      {
        ...guard,
        schema: {
          tags: ['push'],
          summary: 'Unsubscribe one of my devices from push',
          body: PushUnsubscribeBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await push.unsubscribe(memberOf(request).userId, request.body.endpoint);
        return reply.code(204).send(null);
      },
    );

    r.post(
      '/api/push/test',
      {
        ...guard,
        // Each test is a push to every device of his.
        config: perMember('push-test', 10),
        schema: {
          tags: ['push'],
          summary: 'Send me a test notification on all my devices',
          response: { 202: PushTestResultSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(202).send({ devices: await push.test(memberOf(request).userId) }),
    );

    r.get(
      '/api/me/notification-settings',
      {
        ...guard,
        schema: {
          tags: ['push'],
          summary: 'My notification settings',
          response: { 200: NotificationSettingsSchema, ...errors },
        },
      },
      async (request) => push.settings(memberOf(request).userId),
    );

    r.patch(
      '/api/me/notification-settings',
      {
        ...guard,
        schema: {
          tags: ['push'],
          summary: 'Change my notification settings (only the fields given)',
          body: NotificationSettingsPatchSchema,
          response: { 200: NotificationSettingsSchema, ...errors },
        },
      },
      async (request) => push.updateSettings(memberOf(request).userId, request.body),
    );
  };
}
