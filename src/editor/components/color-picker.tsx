/**
 * One colour chosen by hex or by hue, saturation and lightness (spec §5, MEDIA-12..MEDIA-17):
 * a swatch, a hex field (3 or 6 digits, `#` optional) and H/S/L fields, each refusing what is
 * out of bounds with the spec's message. Only a valid colour reaches `onChange` (as `#rrggbb`);
 * while a field is wrong the picker reports itself invalid so the form does not save it.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { normalizeHex } from '../../shared/colors';
import { BAD_HEX_MESSAGE } from '../../shared/site-styles';
import { hslTextsOf, readHslTexts, type HslPart, type HslTexts } from './color-fields';
import { TextField } from './text-field';

interface Props {
  /** The group's name, e.g. "Accent". */
  label: string;
  /** `#rrggbb`. */
  value: string;
  onChange: (hex: string) => void;
  /** Called with true while a field holds something that is no colour. */
  onInvalidChange?: (invalid: boolean) => void;
  isDisabled?: boolean;
  /** A message from the server for this colour. */
  serverError?: string | null;
  /** Extra lines under the fields (the light/dark note, a contrast warning). */
  children?: ReactNode;
  /** A control beside the name, such as a "Use default" switch. */
  action?: ReactNode;
  /** When set, the fields are hidden and this line says where the colour comes from. */
  summary?: string;
}

const PARTS: { part: HslPart; label: string }[] = [
  { part: 'h', label: 'Hue (0–360)' },
  { part: 's', label: 'Saturation (%)' },
  { part: 'l', label: 'Lightness (%)' },
];

export function ColorPicker({ label, value, onChange, onInvalidChange, isDisabled = false, serverError, children, action, summary }: Props) {
  const legendId = useId();
  const [hexText, setHexText] = useState(value);
  const [hsl, setHsl] = useState<HslTexts>(() => hslTextsOf(value));
  const [hexError, setHexError] = useState<string | null>(null);
  const [hslErrors, setHslErrors] = useState<Partial<Record<HslPart, string>>>({});
  const invalid = hexError !== null || Object.keys(hslErrors).length > 0;

  // A value set from outside (discard, reset, load) replaces what the fields show; a value
  // that came from these fields already matches them and leaves the owner's typing alone.
  useEffect(() => {
    if (normalizeHex(hexText) !== value) {
      setHexText(value);
      setHexError(null);
    }
    const fromHsl = readHslTexts(hsl).hex;
    if (fromHsl !== value) {
      setHsl(hslTextsOf(value));
      setHslErrors({});
    }
    // Only a new value from outside should resync the fields, so `value` alone is the dependency.
  }, [value]);

  useEffect(() => onInvalidChange?.(invalid), [invalid, onInvalidChange]);

  const typeHex = (text: string) => {
    setHexText(text);
    const hex = normalizeHex(text);
    if (hex === null) {
      setHexError(BAD_HEX_MESSAGE);
      return;
    }
    setHexError(null);
    setHsl(hslTextsOf(hex));
    setHslErrors({});
    if (hex !== value) onChange(hex);
  };

  const typeHsl = (part: HslPart, text: string) => {
    const next = { ...hsl, [part]: text };
    setHsl(next);
    const read = readHslTexts(next);
    setHslErrors(read.errors);
    if (read.hex === null) return;
    // The fields show rounded numbers: typed back as shown, they still mean the colour as it was.
    const shown = hslTextsOf(value);
    if ((['h', 's', 'l'] as const).every((p) => Number(next[p]) === Number(shown[p]))) {
      setHexText(value);
      setHexError(null);
      return;
    }
    setHexText(read.hex);
    setHexError(null);
    if (read.hex !== value) onChange(read.hex);
  };

  return (
    <fieldset className="color-picker" aria-labelledby={legendId}>
      <legend id={legendId} className="color-picker__legend">
        <span className="color-picker__swatch" style={{ background: value }} aria-hidden="true" />
        {label}
      </legend>
      {action}
      {summary !== undefined ? (
        <p className="color-picker__note">{summary}</p>
      ) : (
        <div className="color-picker__fields">
          <TextField
            className="color-picker__hex"
            label="Hex"
            value={hexText}
            onChange={typeHex}
            isDisabled={isDisabled}
            error={hexError ?? serverError ?? null}
            autoComplete="off"
            spellCheck="false"
          />
          {PARTS.map(({ part, label: partLabel }) => (
            <TextField
              key={part}
              className="color-picker__number"
              label={partLabel}
              inputMode="decimal"
              value={hsl[part]}
              onChange={(text) => typeHsl(part, text)}
              isDisabled={isDisabled}
              error={hslErrors[part] ?? null}
              autoComplete="off"
            />
          ))}
        </div>
      )}
      {children}
    </fieldset>
  );
}
