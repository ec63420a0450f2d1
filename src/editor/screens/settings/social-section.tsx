/**
 * Social accounts: the profiles themes link to (`website.socialAccounts`), in the order they
 * are shown. Rows are added, removed and moved with buttons; the contract's schema checks the
 * links before they are sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { WebsiteSettingsBody, type WebsiteView } from '../../../shared/api/site';
import { useSession } from '../../app/session';
import { TextField } from '../../components/text-field';
import { SaveRow, serverFieldErrors } from './save-status';
import { useUpdateSite } from './settings-queries';

const SocialForm = z.object({ socialAccounts: WebsiteSettingsBody.shape.socialAccounts.unwrap() });
interface SocialValues {
  socialAccounts: { serviceName: string; profileUrl: string }[];
}

export function SocialSection({ website }: { website: WebsiteView }) {
  const { can } = useSession();
  const readOnly = !can('site.settings');
  const update = useUpdateSite();
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm<SocialValues>({
    defaultValues: { socialAccounts: website.settings.socialAccounts ?? [] },
    resolver: zodResolver(SocialForm) as never,
  });
  const rows = useFieldArray({ control, name: 'socialAccounts' });

  useEffect(() => {
    for (const [name, message] of Object.entries(serverFieldErrors(update.error))) {
      setError(name.replace(/^settings\./, '') as FieldPath<SocialValues>, { message });
    }
  }, [update.error, setError]);

  const submit = handleSubmit((values) => {
    setSaved(false);
    update.mutate(
      { settings: { socialAccounts: values.socialAccounts } },
      {
        onSuccess: (next) => {
          reset({ socialAccounts: next.settings.socialAccounts ?? [] });
          setSaved(true);
        },
      },
    );
  });

  return (
    <form className="form-stack settings-form" onSubmit={submit} noValidate aria-labelledby="social-heading">
      <h2 id="social-heading" className="settings-section__title">
        Social accounts
      </h2>
      {readOnly && <p className="notice">Your role can see these settings but not change them.</p>}
      {rows.fields.length === 0 && <p>No social accounts yet.</p>}
      <ol className="social-list">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="social-list__row" aria-label={`Account ${index + 1}`}>
            <Controller
              control={control}
              name={`socialAccounts.${index}.serviceName`}
              render={({ field, fieldState }) => (
                <TextField label="Service" help="Such as Instagram" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} isDisabled={readOnly} error={fieldState.error?.message ?? null} />
              )}
            />
            <Controller
              control={control}
              name={`socialAccounts.${index}.profileUrl`}
              render={({ field, fieldState }) => (
                <TextField label="Profile link" type="url" placeholder="https://" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} isDisabled={readOnly} error={fieldState.error?.message ?? null} />
              )}
            />
            {!readOnly && (
              <div className="social-list__actions" role="group" aria-label={`Account ${index + 1} actions`}>
                <button type="button" className="button button--small" disabled={index === 0} onClick={() => rows.move(index, index - 1)}>
                  Move up
                </button>
                <button type="button" className="button button--small" disabled={index === rows.fields.length - 1} onClick={() => rows.move(index, index + 1)}>
                  Move down
                </button>
                <button type="button" className="button button--small" onClick={() => rows.remove(index)}>
                  Remove
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && (
        <>
          <div>
            <button type="button" className="button" onClick={() => rows.append({ serviceName: '', profileUrl: '' })} disabled={rows.fields.length >= 50}>
              Add social account
            </button>
          </div>
          <SaveRow pending={update.isPending} saved={saved} error={update.error} />
        </>
      )}
    </form>
  );
}
