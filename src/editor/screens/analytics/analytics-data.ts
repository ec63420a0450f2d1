/**
 * The analytics reports through the owner client, one query per report and range. The previous
 * range's answer stays shown while a new range loads, so the screen does not jump.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '../../../shared/api/analytics-endpoints';
import { ownerCall } from '../../api/owner-client';
import type { DayRange } from './analytics-format';

export const useOverview = (range: DayRange) =>
  useQuery({ queryKey: ['analytics', 'overview', range.from, range.to], queryFn: () => ownerCall(analyticsEndpoints.overview, { query: range }), placeholderData: keepPreviousData });

export const useWebVitals = (range: DayRange) =>
  useQuery({ queryKey: ['analytics', 'web-vitals', range.from, range.to], queryFn: () => ownerCall(analyticsEndpoints.webVitals, { query: range }), placeholderData: keepPreviousData });

export const useErrorGroups = (range: DayRange) =>
  useQuery({ queryKey: ['analytics', 'errors', range.from, range.to], queryFn: () => ownerCall(analyticsEndpoints.errors, { query: range }), placeholderData: keepPreviousData });
