/**
 * The owner's mailing lists (GAP-72): the lists with their counts (readable by whoever edits
 * content, so a newsletter block can be connected to one), and, with 'mailing-lists.manage'
 * (a private area: visitors' emails), create, rename or change double opt-in, delete, a list's
 * subscribers newest first (cursor paging, `q` search), removing one, and the CSV export.
 * The site is always the request's site: another site's list is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MailingListSummary, Subscriber } from '../../../modules/mailing-lists';
import { bodyOrEmpty } from '../../../shared/api/cart';
import {
  CreateMailingListBody,
  MailingListAnswer,
  MailingListDeletedAnswer,
  MailingListParams,
  MailingListsAnswer,
  SubscriberParams,
  SubscribersAnswer,
  SubscribersQuery,
  UpdateMailingListBody,
  type OwnerMailingList,
  type OwnerSubscriber,
} from '../../../shared/api/mailing-lists';
import { MAILING_LIST_EXPORT_PATH, MAILING_LISTS_PATH } from '../../../shared/api/mailing-lists-endpoints';
import { siteOf } from '../../http/site-of';
import { SUBSCRIBERS_CSV_HEADER, csvLine, subscriberCsvLine, subscribersCsvFileName } from '../../http/subscribers-csv';
import { requireAnyPermission, requirePermission } from '../../plugins/owner-auth';

export function mailingListDto(list: MailingListSummary): OwnerMailingList {
  return {
    id: list.id,
    name: list.name,
    doubleOptIn: list.doubleOptIn,
    subscribedCount: list.subscribedCount,
    pendingCount: list.pendingCount,
    unsubscribedCount: list.unsubscribedCount,
    created: list.created,
    updated: list.updated,
  };
}

export function subscriberDto(s: Subscriber): OwnerSubscriber {
  return { id: s.id, email: s.email, name: s.name, status: s.status, source: s.source, created: s.created, confirmed: s.confirmed, unsubscribed: s.unsubscribed };
}

export function registerAdminMailingListRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { mailingLists } = app.services;
  const readLists = { preHandler: requireAnyPermission('mailing-lists.manage', 'content.edit') };
  const manage = { preHandler: requirePermission('mailing-lists.manage') };
  const listSchema = { params: MailingListParams, response: { 200: MailingListAnswer } };

  app.get(MAILING_LISTS_PATH, { ...readLists, schema: { response: { 200: MailingListsAnswer } } }, async (request) => ({
    mailingLists: (await mailingLists.listLists(siteOf(request).id)).map(mailingListDto),
  }));

  app.post(MAILING_LISTS_PATH, { ...manage, schema: { body: bodyOrEmpty(CreateMailingListBody), response: { 200: MailingListAnswer } } }, async (request) => ({
    mailingList: mailingListDto(await mailingLists.createList(siteOf(request).id, request.body)),
  }));

  app.get(`${MAILING_LISTS_PATH}/:listId`, { ...readLists, schema: listSchema }, async (request) => ({
    mailingList: mailingListDto(await mailingLists.getList(siteOf(request).id, request.params.listId)),
  }));

  app.put(`${MAILING_LISTS_PATH}/:listId`, { ...manage, schema: { ...listSchema, body: bodyOrEmpty(UpdateMailingListBody) } }, async (request) => ({
    mailingList: mailingListDto(await mailingLists.updateList(siteOf(request).id, request.params.listId, request.body)),
  }));

  app.delete(`${MAILING_LISTS_PATH}/:listId`, { ...manage, schema: { params: MailingListParams, response: { 200: MailingListDeletedAnswer } } }, async (request) => {
    await mailingLists.deleteList(siteOf(request).id, request.params.listId);
    return { deleted: true as const };
  });

  const subscribersSchema = { params: MailingListParams, querystring: SubscribersQuery, response: { 200: SubscribersAnswer } };
  app.get(`${MAILING_LISTS_PATH}/:listId/subscribers`, { ...manage, schema: subscribersSchema }, async (request) => {
    const page = await mailingLists.listSubscribers(siteOf(request).id, request.params.listId, request.query);
    return { subscribers: page.subscribers.map(subscriberDto), nextCursor: page.nextCursor };
  });

  const removeSchema = { params: SubscriberParams, response: { 200: MailingListDeletedAnswer } };
  app.delete(`${MAILING_LISTS_PATH}/:listId/subscribers/:subscriberId`, { ...manage, schema: removeSchema }, async (request) => {
    await mailingLists.removeSubscriber(siteOf(request).id, request.params.listId, request.params.subscriberId);
    return { deleted: true as const };
  });

  app.get(MAILING_LIST_EXPORT_PATH, { ...manage, schema: { params: MailingListParams } }, async (request, reply) => {
    const websiteId = siteOf(request).id;
    const list = await mailingLists.getList(websiteId, request.params.listId);
    const lines = [csvLine(SUBSCRIBERS_CSV_HEADER)];
    for await (const subscriber of mailingLists.allSubscribers(websiteId, list.id)) lines.push(subscriberCsvLine(subscriber));
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${subscribersCsvFileName(list.name)}"`)
      .type('text/csv; charset=utf-8')
      .send(lines.join(''));
  });
}
