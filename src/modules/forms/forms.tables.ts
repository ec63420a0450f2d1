/** The forms module's tables (see migrations/ for the SQL). */
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const forms = pgTable('forms_forms', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  /** Fields, messages, redirect, captcha, theme, alignment, submit label (the PublicForm shape less id, name and kind). */
  definition: jsonb('definition').notNull(),
  notificationEmail: text('notification_email'),
  mailingListId: text('mailing_list_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const submissions = pgTable('forms_submissions', {
  id: text('id').primaryKey(),
  websiteId: text('website_id').notNull(),
  formId: text('form_id').notNull(),
  formValues: jsonb('form_values').notNull(),
  formFields: jsonb('form_fields').notNull(),
  /** Lowercased answers, for the owner's search. */
  searchText: text('search_text').notNull().default(''),
  pageTitle: text('page_title'),
  pageId: text('page_id'),
  pagePath: text('page_path'),
  contentSource: text('content_source'),
  pagePermissionTypeValue: text('page_permission_type_value'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

export const submissionKeys = pgTable('forms_submission_keys', {
  keyHash: text('key_hash').primaryKey(),
  websiteId: text('website_id').notNull(),
  visitor: text('visitor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  spentAt: timestamp('spent_at', { withTimezone: true }),
});
