/**
 * The Design screen: the site's heading and body fonts (from those the server serves offline,
 * ADM-39) and its colours (MEDIA-12..MEDIA-18), with a sample in the chosen design. "Save
 * design" replaces the whole design and the storefront shows it at once; "Discard changes"
 * goes back to what is saved; "Reset to default" saves the default design after a confirm.
 * Leaving with unsaved changes asks first. Without 'content.edit' everything is read-only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { siteStylesEndpoints } from '../../../shared/api/site-styles-endpoints';
import type { SiteStylesReadAnswer } from '../../../shared/api/site-styles';
import { DEFAULT_SITE_STYLES, FONTS_LOAD_FAILED_MESSAGE, type ColorField, type SiteStyles } from '../../../shared/site-styles';
import { ApiError, ownerCall } from '../../api/owner-client';
import { SOMETHING_WENT_WRONG } from '../../app/error-boundary';
import { useSession } from '../../app/session';
import { useConfirm } from '../../components/confirm-dialog';
import { Loading } from '../../components/load-state';
import { ColorSection } from './color-section';
import { DesignSample } from './design-sample';
import { sameStyles, withColor } from './design-rules';
import { FontFaces, FontPicker } from './font-picker';
import '../../components/link-editor.css';
import './design.css';
import { StatusAndError } from '../../components/save-status';

const stylesKey = ['site-styles'] as const;

export function DesignScreen() {
  const read = useQuery({ queryKey: stylesKey, queryFn: () => ownerCall(siteStylesEndpoints.read, {}) });
  return (
    <section className="screen design-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Design
      </h1>
      {read.isPending ? (
        <Loading />
      ) : read.isError ? (
        <div className="panel-message" role="alert">
          <p>{read.error instanceof ApiError && read.error.status === 0 ? 'Network error' : FONTS_LOAD_FAILED_MESSAGE}</p>
          <button type="button" className="button" onClick={() => void read.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <DesignForm data={read.data} />
      )}
    </section>
  );
}

function DesignForm({ data }: { data: SiteStylesReadAnswer }) {
  const { can } = useSession();
  const editable = can('content.edit');
  const queryClient = useQueryClient();
  const saved: SiteStyles = data.styles;
  const [draft, setDraft] = useState<SiteStyles>(saved);
  const [invalid, setInvalid] = useState<Partial<Record<ColorField, boolean>>>({});
  const [generation, setGeneration] = useState(0);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [confirmElement, confirm] = useConfirm();
  const dirty = !sameStyles(draft, saved);
  const hasInvalid = Object.values(invalid).some(Boolean);

  const startOver = (next: SiteStyles) => {
    setDraft(next);
    setInvalid({});
    setFieldErrors({});
    setGeneration((n) => n + 1);
  };

  const save = useMutation({
    mutationFn: (styles: SiteStyles) => ownerCall(siteStylesEndpoints.update, { body: styles }),
    onMutate: () => {
      setStatus('');
      setFailure(null);
      setFieldErrors({});
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<SiteStylesReadAnswer>(stylesKey, (old) => (old === undefined ? old : { ...old, styles: answer.styles }));
      startOver(answer.styles);
      setStatus('Saved');
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setFieldErrors(error.errors);
        setFailure('Some choices could not be saved. See the fields marked.');
      } else setFailure(error instanceof ApiError && error.status !== 500 ? error.message : SOMETHING_WENT_WRONG);
    },
  });

  const submit = () => {
    if (hasInvalid) {
      setStatus('');
      setFailure('Some colours are not valid. Correct the fields marked before saving.');
      return;
    }
    save.mutate(draft);
  };

  const reset = async () => {
    const yes = await confirm({
      title: 'Reset the design to the default?',
      body: 'Your fonts and colours are replaced by the default ones, and the storefront shows them at once.',
      confirmLabel: 'Reset to default',
      destructive: true,
    });
    if (yes) save.mutate(DEFAULT_SITE_STYLES);
  };

  useBlocker({
    shouldBlockFn: async () => {
      if (!dirty) return false;
      const leave = await confirm({
        title: 'Leave without saving?',
        body: 'Your changes to the design are not saved.',
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
        destructive: true,
      });
      return !leave;
    },
    enableBeforeUnload: () => dirty,
  });

  const setColor = useCallback((field: ColorField, value: string | undefined) => {
    setStatus('');
    setDraft((current) => withColor(current, field, value));
  }, []);
  const setColorInvalid = useCallback((field: ColorField, bad: boolean) => {
    setInvalid((current) => (Boolean(current[field]) === bad ? current : { ...current, [field]: bad }));
  }, []);
  const setFont = (role: 'heading' | 'body', id: SiteStyles['fonts']['heading']) => {
    setStatus('');
    setDraft((current) => ({ ...current, fonts: { ...current.fonts, [role]: id } }));
  };

  return (
    <>
      <FontFaces fonts={data.fonts} />
      {!editable && <p className="notice">Your role can see the design but not change it.</p>}
      <div className="design-layout">
        <div className="design-layout__controls">
          <section className="panel" aria-labelledby="design-fonts-title">
            <h2 id="design-fonts-title">Fonts</h2>
            <div className="design-fonts">
              <FontPicker label="Heading font" fonts={data.fonts} value={draft.fonts.heading} onChange={(id) => setFont('heading', id)} isDisabled={!editable} error={fieldErrors['fonts.heading']} />
              <FontPicker label="Body font" fonts={data.fonts} value={draft.fonts.body} onChange={(id) => setFont('body', id)} isDisabled={!editable} error={fieldErrors['fonts.body']} />
            </div>
          </section>
          <ColorSection colors={draft.colors} onChange={setColor} onInvalidChange={setColorInvalid} isDisabled={!editable} errors={fieldErrors} generation={generation} />
        </div>
        <div className="design-layout__sample">
          <DesignSample styles={draft} />
        </div>
      </div>
      {editable && (
        <div className="design-actions">
          <button type="button" className="button button--primary" onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save design'}
          </button>
          <button type="button" className="button" onClick={() => startOver(saved)} disabled={!dirty && !hasInvalid}>
            Discard changes
          </button>
          <button type="button" className="button button--quiet" onClick={() => void reset()} disabled={save.isPending}>
            Reset to default
          </button>
          {dirty && <span className="design-actions__unsaved">Unsaved changes</span>}
        </div>
      )}
      <StatusAndError status={status} error={failure} className="design-status" />
      {confirmElement}
    </>
  );
}
