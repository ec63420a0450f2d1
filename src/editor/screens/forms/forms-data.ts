/**
 * The forms screens' server state through the owner API's forms descriptors: the site's forms,
 * one form, its submissions (newest first, a page at a time by cursor), and the writes. Every
 * write refreshes what it changed.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInput } from '../../../shared/api/forms';
import { adminFormEndpoints } from '../../../shared/api/forms-endpoints';
import { ApiError, ownerCall } from '../../api/owner-client';

export const formsKeys = {
  all: ['forms'] as const,
  list: ['forms', 'list'] as const,
  form: (formId: string) => ['forms', 'form', formId] as const,
  submissions: (formId: string, q: string) => ['forms', 'submissions', formId, q] as const,
};

/** Submissions per page of the submissions screen. */
export const SUBMISSIONS_PAGE = 20;

/** The server's words for a failure (its catalogue message), or a generic line. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Try again.';
}

export function useFormsList() {
  return useQuery({ queryKey: formsKeys.list, queryFn: () => ownerCall(adminFormEndpoints.list, {}) });
}

export function useOwnerForm(formId: string) {
  return useQuery({ queryKey: formsKeys.form(formId), queryFn: () => ownerCall(adminFormEndpoints.get, { params: { formId } }) });
}

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FormInput) => ownerCall(adminFormEndpoints.create, { body: input }),
    onSuccess: (form) => {
      queryClient.setQueryData(formsKeys.form(form.id), form);
      return queryClient.invalidateQueries({ queryKey: formsKeys.list });
    },
  });
}

export function useUpdateForm(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FormInput) => ownerCall(adminFormEndpoints.update, { params: { formId }, body: input }),
    onSuccess: (form) => {
      queryClient.setQueryData(formsKeys.form(formId), form);
      return queryClient.invalidateQueries({ queryKey: formsKeys.list });
    },
  });
}

export function useRemoveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formId: string) => ownerCall(adminFormEndpoints.remove, { params: { formId } }),
    onSuccess: (_answer, formId) => {
      queryClient.removeQueries({ queryKey: formsKeys.form(formId) });
      return queryClient.invalidateQueries({ queryKey: formsKeys.list });
    },
  });
}

export function useSubmissions(formId: string, q: string) {
  return useInfiniteQuery({
    queryKey: formsKeys.submissions(formId, q),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      ownerCall(adminFormEndpoints.submissions, {
        params: { formId },
        query: { limit: SUBMISSIONS_PAGE, ...(q !== '' && { q }), ...(pageParam !== null && { cursor: pageParam }) },
      }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useRemoveSubmission(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) => ownerCall(adminFormEndpoints.removeSubmission, { params: { formId, submissionId } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['forms', 'submissions', formId] }), queryClient.invalidateQueries({ queryKey: formsKeys.list })]),
  });
}
