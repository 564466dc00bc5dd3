import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddMembersBodySchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationSchema,
  DeleteMessageQuerySchema,
  ErrorBodySchema,
  MessagePageSchema,
  MessageReportBodySchema,
  MessageSchema,
  MessageSettingsSchema,
  MessagesQuerySchema,
  OpenConversationBodySchema,
  ReadBodySchema,
  RoomSchema,
  SendMessageBodySchema,
  UpdateConversationBodySchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { MessagingService } from './messaging.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
const IdParams = z.strictObject({ id: z.string().min(1).max(100) });
const MessageParams = z.strictObject({
  id: z.string().min(1).max(100),
  messageId: z.string().min(1).max(100),
});
const tags = ['messaging'];

export function messagingRoutes(messaging: MessagingService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;

    r.get(
      '/api/conversations',
      {
        ...guard,
        schema: {
          tags,
          summary: 'My conversations in a folder (inbox or requests), newest first',
          querystring: ConversationListQuerySchema,
          response: { 200: ConversationListSchema, ...errors },
        },
      },
      async (request) => messaging.list(me(request), request.query.folder, request.query.q),
    );

    r.post(
      '/api/conversations',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Open the 1:1 with a member (found if it exists) or create a named group',
          body: OpenConversationBodySchema,
          response: {
            200: z.object({ id: z.string() }),
            201: z.object({ id: z.string() }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { id, created } = await messaging.open(me(request), request.body);
        return reply.status(created ? 201 : 200).send({ id });
      },
    );

    r.get(
      '/api/conversations/:id',
      {
        ...guard,
        schema: {
          tags,
          summary: 'A conversation I take part in',
          params: IdParams,
          response: { 200: ConversationSchema, ...errors },
        },
      },
      async (request) => messaging.get(me(request), request.params.id),
    );

    r.patch(
      '/api/conversations/:id',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Rename a group, set the disappearing timer, or mute it for me',
          params: IdParams,
          body: UpdateConversationBodySchema,
          response: { 200: ConversationSchema, ...errors },
        },
      },
      async (request) => messaging.update(me(request), request.params.id, request.body),
    );

    r.delete(
      '/api/conversations/:id',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Leave a group or room; clear a 1:1 for me',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await messaging.remove(me(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/conversations/:id/members',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Add members to my group (owner only)',
          params: IdParams,
          body: AddMembersBodySchema,
          response: { 200: ConversationSchema, ...errors },
        },
      },
      async (request) => messaging.addMembers(me(request), request.params.id, request.body.userIds),
    );

    r.post(
      '/api/conversations/:id/accept',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Move a request into my inbox',
          params: IdParams,
          response: { 200: ConversationSchema, ...errors },
        },
      },
      async (request) => messaging.accept(me(request), request.params.id),
    );

    r.get(
      '/api/conversations/:id/messages',
      {
        ...guard,
        schema: {
          tags,
          summary:
            'Messages: the newest page, older ones (before) or everything after a seq (after)',
          params: IdParams,
          querystring: MessagesQuerySchema,
          response: { 200: MessagePageSchema, ...errors },
        },
      },
      async (request) => messaging.messages(me(request), request.params.id, request.query),
    );

    r.post(
      '/api/conversations/:id/messages',
      {
        ...guard,
        // Limited per member by the service, in one bucket with his WebSocket sends.
        schema: {
          tags,
          summary: 'Send a message; the same clientId again returns the stored one (200)',
          params: IdParams,
          body: SendMessageBodySchema,
          response: { 200: MessageSchema, 201: MessageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { message, created } = await messaging.send(
          me(request),
          request.params.id,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(message);
      },
    );

    r.delete(
      '/api/conversations/:id/messages/:messageId',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Unsend my message (for everyone) or delete any message for me',
          params: MessageParams,
          querystring: DeleteMessageQuerySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await messaging.deleteMessage(
          me(request),
          request.params.id,
          request.params.messageId,
          request.query.for,
        );
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/conversations/:id/read',
      {
        ...guard,
        schema: {
          tags,
          summary: 'I have seen the messages up to seq',
          params: IdParams,
          body: ReadBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await messaging.advance(me(request), request.params.id, 'read', request.body.seq);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/conversations/:id/report',
      {
        ...guard,
        config: perMember('chat-report', 20),
        schema: {
          tags,
          summary: 'Report a message or the conversation to the moderators',
          params: IdParams,
          body: MessageReportBodySchema,
          response: { 201: z.object({ id: z.number().int() }), ...errors },
        },
      },
      async (request, reply) => {
        const id = await messaging.report(me(request), request.params.id, request.body);
        return reply.status(201).send({ id });
      },
    );

    r.get(
      '/api/me/message-settings',
      {
        ...guard,
        schema: {
          tags,
          summary: 'My message settings',
          response: { 200: MessageSettingsSchema, ...errors },
        },
      },
      async (request) => messaging.settings(me(request)),
    );

    r.put(
      '/api/me/message-settings',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Replace my message settings',
          body: MessageSettingsSchema,
          response: { 200: MessageSettingsSchema, ...errors },
        },
      },
      async (request) => messaging.putSettings(me(request), request.body),
    );

    r.get(
      '/api/rooms',
      {
        ...guard,
        schema: {
          tags,
          summary: 'The public city rooms of the chat hub',
          response: { 200: z.object({ rooms: z.array(RoomSchema) }), ...errors },
        },
      },
      async (request) => messaging.rooms(me(request)),
    );

    r.post(
      '/api/rooms/:id/join',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Join a city room',
          params: IdParams,
          response: { 200: z.object({ conversationId: z.string() }), ...errors },
        },
      },
      async (request) => messaging.joinRoom(me(request), request.params.id),
    );
  };
}
