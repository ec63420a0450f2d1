/**
 * The Analytics panel's Cookies and tracking screen (issue 14, GAP-66): whether the site
 * collects visitor analytics, which cookie banner visitors see, and how long raw visit records
 * are kept (a deployment setting, shown only). Roles that may read but not change site settings
 * see the form read-only.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Label, Radio, RadioGroup, Switch, Text } from 'react-aria-components';
import { z } from 'zod';
import { COOKIE_BANNER_MODES, type CookieBannerMode } from '../../../shared/analytics/cookie-consent';
import type { AnalyticsSettings } from '../../../shared/api/analytics';
import { analyticsEndpoints } from '../../../shared/api/analytics-endpoints';
import { ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { LoadFailed, Loading } from '../../components/load-state';
import { SectionTabs } from '../../components/section-tabs';
import { UnsavedChangesGuard } from '../collection/unsaved-changes';
import { SaveRow } from '../settings/save-status';
import './tracking-settings.css';

const settingsKey = ['analytics', 'settings'] as const;

const formSchema = z.object({ enabled: z.boolean(), cookieBanner: z.enum(COOKIE_BANNER_MODES) });
type Values = z.infer<typeof formSchema>;

/** The banner choices as owners read them. */
const BANNER_CHOICES: Record<CookieBannerMode, { label: string; help: string }> = {
  off: { label: 'Off', help: 'No banner. Analytics and ad cookies are used, except for browsers that ask not to be tracked.' },
  'opt-out': { label: 'Ask, allow until declined', help: 'Visitors see a banner. Analytics and ad cookies are used unless they choose Decline.' },
  'opt-in': { label: 'Ask, allow only after accepting', help: 'Visitors see a banner. No analytics or ad cookies are used until they choose Accept.' },
};

export function TrackingSettingsScreen() {
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => ownerCall(analyticsEndpoints.settings, {}) });
  return (
    <section className="screen" aria-labelledby="screen-title">
      <SectionTabs />
      <h1 id="screen-title" className="screen__title">
        Cookies and tracking
      </h1>
      {settings.isPending ? (
        <Loading label="Loading the tracking settings…" />
      ) : settings.isError ? (
        <LoadFailed error={settings.error} retry={() => void settings.refetch()} />
      ) : (
        <TrackingSettingsForm settings={settings.data} />
      )}
    </section>
  );
}

function TrackingSettingsForm({ settings }: { settings: AnalyticsSettings }) {
  const { can } = useSession();
  const readOnly = !can('site.settings');
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ defaultValues: { enabled: settings.enabled, cookieBanner: settings.cookieBanner }, resolver: zodResolver(formSchema) });
  const { control, handleSubmit, reset, formState } = form;
  const save = useMutation({
    mutationFn: (body: Values) => ownerCall(analyticsEndpoints.updateSettings, { body }),
    onSuccess: (next: AnalyticsSettings) => {
      client.setQueryData(settingsKey, next);
      reset({ enabled: next.enabled, cookieBanner: next.cookieBanner });
      setSaved(true);
    },
  });

  const submit = handleSubmit((values) => {
    setSaved(false);
    save.mutate(values);
  });

  return (
    <form className="panel form-stack tracking-settings" onSubmit={(event) => void submit(event)} noValidate aria-label="Cookies and tracking settings">
      <UnsavedChangesGuard dirty={formState.isDirty && !readOnly} subject="The tracking settings" plural />
      {readOnly && <p className="notice">Your role can see these settings but not change them.</p>}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <div className="field">
            <Switch className="tracking-switch" isSelected={field.value} onChange={field.onChange} isDisabled={readOnly} aria-describedby="collect-help">
              <span className="tracking-switch__track" aria-hidden="true">
                <span className="tracking-switch__thumb" />
              </span>
              Collect visitor analytics
            </Switch>
            <p id="collect-help" className="field__help">
              Counts visits, page views and where visitors come from for the Analytics screens. Off: nothing new is recorded; earlier figures stay.
            </p>
          </div>
        )}
      />
      <Controller
        control={control}
        name="cookieBanner"
        render={({ field }) => (
          <RadioGroup className="field tracking-choices" value={field.value} onChange={field.onChange} isDisabled={readOnly}>
            <Label className="field__label">Cookie banner</Label>
            <Text slot="description" className="field__help">
              Browsers that send Do Not Track or Global Privacy Control count as declining, whatever you choose.
            </Text>
            {COOKIE_BANNER_MODES.map((mode) => (
              <Radio key={mode} value={mode} className="tracking-choice" aria-describedby={`banner-${mode}-help`}>
                <span className="tracking-choice__label">{BANNER_CHOICES[mode].label}</span>
                <span id={`banner-${mode}-help`} className="tracking-choice__help">
                  {BANNER_CHOICES[mode].help}
                </span>
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      <div className="field">
        <span className="field__label">Data kept</span>
        <p className="tracking-settings__retention">
          Visit records are kept for <strong>{settings.retentionDays} days</strong>, then only daily totals remain. Your hosting provider sets this.
        </p>
      </div>
      {!readOnly && <SaveRow pending={save.isPending} saved={saved && !formState.isDirty} error={save.error} />}
    </form>
  );
}
