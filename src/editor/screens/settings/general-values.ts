/**
 * The General section's form values: the parts of the site a person edits there, shaped like
 * the contract's `SiteUpdateBody` so its schema validates them and the server's field errors
 * (`settings.contactEmail`) name the same fields the form has.
 */
import type { WebsiteView } from '../../../shared/api/site';
import type { Currency } from '../../../shared/money';

export interface GeneralValues {
  title: string;
  locale: string;
  currency: Currency;
  timeZone: string;
  settings: {
    siteTagLine: string;
    siteDescription: string;
    contactEmail: string;
    contactPhoneNumber: string;
    location: { addressTitle: string; addressLine1: string; addressLine2: string; addressCountry: string };
  };
}

/** The form's starting values from the stored site (absent settings become empty text). */
export function generalValuesOf(website: WebsiteView): GeneralValues {
  const settings = website.settings;
  const location = settings.location ?? {};
  return {
    title: website.title,
    locale: website.locale,
    currency: website.currency,
    timeZone: website.timeZone,
    settings: {
      siteTagLine: settings.siteTagLine ?? '',
      siteDescription: settings.siteDescription ?? '',
      contactEmail: settings.contactEmail ?? '',
      contactPhoneNumber: settings.contactPhoneNumber ?? '',
      location: {
        addressTitle: location.addressTitle ?? '',
        addressLine1: location.addressLine1 ?? '',
        addressLine2: location.addressLine2 ?? '',
        addressCountry: location.addressCountry ?? '',
      },
    },
  };
}

/**
 * The update to send. The address keeps the map position stored with it: settings merge
 * shallowly on the server, so sending `location` without it would drop the pin.
 */
export function generalUpdateOf(values: GeneralValues, website: WebsiteView) {
  const stored = website.settings.location ?? {};
  const pin = { ...(stored.mapLat !== undefined && { mapLat: stored.mapLat }), ...(stored.mapLng !== undefined && { mapLng: stored.mapLng }) };
  return { ...values, settings: { ...values.settings, location: { ...values.settings.location, ...pin } } };
}
