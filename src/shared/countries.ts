/**
 * Countries a shipping location may name (ISO 3166-1 alpha-2, as the cart's shipping-location
 * calls take them), with names in a language from the runtime's own data (Intl.DisplayNames),
 * so no list of names ships with the code. The cart page's server markup (its no-script form)
 * and its island list the same countries.
 */
const CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF ' +
  'NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

export interface Country {
  code: string;
  name: string;
}

/** Every country, by name in `locale` (English for a malformed tag, the code itself where the runtime has no name), sorted by name. */
export function countries(locale: string): Country[] {
  const tag = locale.replace('_', '-');
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
  } catch {
    // A malformed locale tag: English names rather than bare codes.
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  }
  let order: Intl.Collator;
  try {
    order = new Intl.Collator(tag);
  } catch {
    order = new Intl.Collator('en');
  }
  const list = CODES.split(' ').map((code) => ({ code, name: names.of(code) ?? code }));
  return list.sort((a, b) => order.compare(a.name, b.name));
}
