import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../shared/errors';
import { PAGE_STATUSES, PAGE_STATUS_LABELS, SYSTEM_ACTOR, canTransition, effectiveStatus, isPublishingTransition, planStatusChange, type PageStatus } from './page-status';

const NOW = 1_800_000_000_000;

describe('page status', () => {
  it('ADM-09 labels the statuses Scheduled, Needs Review, Draft, Private (and Published)', () => {
    expect(PAGE_STATUSES.map((s) => PAGE_STATUS_LABELS[s]).sort()).toEqual(['Draft', 'Needs Review', 'Private', 'Published', 'Scheduled']);
  });

  it('GAP-08 allows exactly the proposed transitions', () => {
    const allowed: Record<PageStatus, PageStatus[]> = {
      draft: ['needs-review', 'scheduled', 'private', 'published'],
      'needs-review': ['draft', 'scheduled', 'published'],
      scheduled: ['draft', 'published'],
      private: ['published'],
      published: ['private'],
    };
    for (const from of PAGE_STATUSES) {
      for (const to of PAGE_STATUSES) {
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(from === to || allowed[from].includes(to));
      }
    }
  });

  it('GAP-08 only Draft <-> Needs Review is an editing move; everything else publishes', () => {
    expect(isPublishingTransition('draft', 'needs-review')).toBe(false);
    expect(isPublishingTransition('needs-review', 'draft')).toBe(false);
    expect(isPublishingTransition('draft', 'published')).toBe(true);
    expect(isPublishingTransition('published', 'private')).toBe(true);
    expect(isPublishingTransition('scheduled', 'draft')).toBe(true);
  });

  it('GAP-08 a Scheduled page reads as Published once its time has come', () => {
    expect(effectiveStatus('scheduled', NOW + 1, NOW)).toBe('scheduled');
    expect(effectiveStatus('scheduled', NOW, NOW)).toBe('published');
    expect(effectiveStatus('draft', NOW - 1, NOW)).toBe('draft');
  });

  it('GAP-08 refuses a move the table does not allow, naming both labels', () => {
    const attempt = () => planStatusChange({ status: 'published', publishOn: NOW - 1 }, { status: 'draft' }, SYSTEM_ACTOR, NOW);
    expect(attempt).toThrow(expect.objectContaining({ code: 'CONTENT_STATUS_TRANSITION_INVALID', details: { from: 'Published', to: 'Draft' } }));
  });

  it('GAP-08 publishing needs the publish permission; asking for review does not', () => {
    const editor = { canPublish: false };
    expect(planStatusChange({ status: 'draft', publishOn: null }, { status: 'needs-review' }, editor, NOW).status).toBe('needs-review');
    try {
      planStatusChange({ status: 'needs-review', publishOn: null }, { status: 'published' }, editor, NOW);
      expect.unreachable();
    } catch (e) {
      expect(isDomainError(e, 'FORBIDDEN')).toBe(true);
    }
  });

  it('GAP-08 scheduling needs a future time; publishing stamps the time, early publishing moves it to now', () => {
    expect(() => planStatusChange({ status: 'draft', publishOn: null }, { status: 'scheduled', publishOn: NOW }, SYSTEM_ACTOR, NOW)).toThrow(
      expect.objectContaining({ code: 'CONTENT_SCHEDULE_IN_PAST' }),
    );
    expect(planStatusChange({ status: 'draft', publishOn: null }, { status: 'scheduled', publishOn: NOW + 10 }, SYSTEM_ACTOR, NOW)).toEqual({ status: 'scheduled', publishOn: NOW + 10 });
    expect(planStatusChange({ status: 'draft', publishOn: null }, { status: 'published' }, SYSTEM_ACTOR, NOW)).toEqual({ status: 'published', publishOn: NOW });
    expect(planStatusChange({ status: 'draft', publishOn: 5 }, { status: 'published' }, SYSTEM_ACTOR, NOW)).toEqual({ status: 'published', publishOn: 5 });
    expect(planStatusChange({ status: 'scheduled', publishOn: NOW + 99 }, { status: 'published' }, SYSTEM_ACTOR, NOW)).toEqual({ status: 'published', publishOn: NOW });
  });
});
