/**
 * A page's settings (react-aria Modal): title, navigation title, URL slug, SEO title and
 * description, status (only the changes GAP-08 allows from the current one, and none that
 * publish for a role without 'content.publish'), a folder's behaviour, "Set as homepage" and
 * "Delete page". Fields are checked with the contract's schemas; the server's refusals show
 * on their field or above the buttons.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { z } from 'zod';
import { CollectionSettingsSchema, CollectionUrlIdSchema, PageStatusSchema, TitleSchema, type Collection } from '../../../shared/api/content';
import { PAGE_STATUS_LABELS } from '../../../shared/content-model';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';
import { FOLDER_BEHAVIOR_OPTIONS, kindLabel, statusChoices } from './page-kinds';

const SettingsForm = z.object({
  title: TitleSchema,
  navigationTitle: TitleSchema,
  urlId: CollectionUrlIdSchema,
  seoTitle: CollectionSettingsSchema.shape.seoTitle.unwrap(),
  seoDescription: CollectionSettingsSchema.shape.seoDescription.unwrap(),
  status: PageStatusSchema,
  /** A datetime-local value; only read for Scheduled. */
  publishOn: z.string(),
  folderBehavior: z.number().nullable(),
});
export type SettingsValues = z.output<typeof SettingsForm>;
type SettingsInput = z.input<typeof SettingsForm>;

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local field shows it. */
export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const date = new Date(ms);
  return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export interface SettingsOutcome {
  /** Refusals by field name (`urlId`, `title` ...), and `form` for the rest. */
  errors: Record<string, string>;
}

interface Props {
  collection: Collection;
  canPublish: boolean;
  onSave(values: SettingsValues): Promise<SettingsOutcome | null>;
  /** Resolves with the server's refusal, or null. */
  onSetHomepage(): Promise<string | null>;
  onDelete(): Promise<'deleted' | 'kept' | { error: string }>;
  onClose(): void;
}

export function PageSettingsDialog({ collection, canPublish, onSave, onSetHomepage, onDelete, onClose }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  // Set when the owner presses "Set as homepage", so the note that replaces the button takes focus.
  const homeNoteWanted = useRef(false);
  const { control, handleSubmit, watch, setError, formState } = useForm<SettingsInput, unknown, SettingsValues>({
    resolver: zodResolver(SettingsForm),
    defaultValues: {
      title: collection.title,
      navigationTitle: collection.navigationTitle,
      urlId: collection.urlId,
      seoTitle: collection.settings.seoTitle ?? '',
      seoDescription: collection.settings.seoDescription ?? '',
      status: collection.status,
      publishOn: toLocalInput(collection.publishOn),
      folderBehavior: collection.folderBehavior,
    },
  });
  const kind = kindLabel(collection);
  const status = watch('status');
  const choices = statusChoices(collection.status, canPublish);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const outcome = await onSave(values);
    if (outcome === null) return onClose();
    for (const [field, message] of Object.entries(outcome.errors)) {
      if (field in values) setError(field as keyof SettingsValues, { message });
      else setFormError(message);
    }
  });

  const text = (name: 'title' | 'navigationTitle' | 'urlId' | 'seoTitle' | 'seoDescription', label: string, extra: { help?: string; multiline?: boolean } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} error={fieldState.error?.message ?? null} {...extra} />
      )}
    />
  );

  return (
    <EditorDialog
      title={`${kind} settings`}
      isOpen
      isDismissable={!formState.isSubmitting}
      onClose={onClose}
      size="wide"
      onSubmit={(event) => void submit(event)}
      submit={{ label: 'Save', isPending: formState.isSubmitting }}
      footer={
        <div className="settings-section settings-section--actions">
          {!collection.folder &&
            (collection.homepage ? (
              // The button that was pressed is gone: focus moves to the note that replaced it, so
              // it stays inside the dialog (and Escape still closes it).
              <p className="field__help" tabIndex={-1} ref={(note) => void (homeNoteWanted.current && note?.focus())}>
                This page is the homepage.
              </p>
            ) : (
              <Button
                className="button"
                onPress={() => {
                  homeNoteWanted.current = true;
                  void onSetHomepage().then(setFormError);
                }}
              >
                Set as homepage
              </Button>
            ))}
          <Button
            className="button button--danger"
            onPress={() =>
              void onDelete().then((outcome) => {
                if (outcome === 'deleted') onClose();
                else if (outcome !== 'kept') setFormError(outcome.error);
              })
            }
          >
            Delete {kind === 'Page' ? 'page' : kind.toLowerCase()}
          </Button>
        </div>
      }
    >
      <fieldset className="settings-section">
        <legend>General</legend>
        {text('title', 'Title')}
        {text('navigationTitle', 'Navigation title', { help: 'The name shown in the site navigation.' })}
        {!collection.folder && text('urlId', 'URL slug', { help: 'Lowercase letters, digits and dashes: the page lives at /slug.' })}
      </fieldset>
      {!collection.folder && (
        <fieldset className="settings-section">
          <legend>SEO</legend>
          {text('seoTitle', 'SEO title', { help: 'The title search engines and browser tabs show.' })}
          {text('seoDescription', 'SEO description', { multiline: true })}
        </fieldset>
      )}
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <RadioGroup className="settings-section radio-group" value={field.value} onChange={field.onChange} isDisabled={choices.length < 2}>
            <Label className="settings-section__label">Status</Label>
            {choices.map((choice) => (
              <Radio key={choice} value={choice} className="radio">
                {PAGE_STATUS_LABELS[choice]}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      {status === 'scheduled' && (
        <Controller
          control={control}
          name="publishOn"
          render={({ field }) => (
            <div className="field">
              <label htmlFor="page-publish-on">Publish on</label>
              <input id="page-publish-on" type="datetime-local" className="input" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            </div>
          )}
        />
      )}
      {collection.folder && (
        <Controller
          control={control}
          name="folderBehavior"
          render={({ field }) => (
            <RadioGroup className="settings-section radio-group" value={String(field.value)} onChange={(v) => field.onChange(Number(v))}>
              <Label className="settings-section__label">Folder behaviour</Label>
              <Text slot="description" className="field__help">
                Visitors can click the folder only when it is an index or a redirect.
              </Text>
              {FOLDER_BEHAVIOR_OPTIONS.map((option) => (
                <Radio key={option.value} value={String(option.value)} className="radio">
                  <span>{option.label}</span>
                  <span className="radio__help">{option.help}</span>
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
      )}
      {formError !== null && (
        <p className="notice notice--error" role="alert">
          {formError}
        </p>
      )}
    </EditorDialog>
  );
}
