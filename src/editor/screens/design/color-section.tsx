/**
 * The Colours section: background, text and accent, and the optional heading text, button
 * background and button text that follow the others unless the owner picks them. Background
 * and accent say which text the theme puts on them (GAP-91); low contrast is warned about.
 */
import { Switch } from 'react-aria-components';
import { isLightColor } from '../../../shared/colors';
import type { ColorField, SiteColors } from '../../../shared/site-styles';
import { ColorPicker } from '../../components/color-picker';
import { contrastRatio, defaultColorFor, effectiveColor, lowContrast, MIN_TEXT_CONTRAST } from './design-rules';

const NAMES: Record<ColorField, string> = {
  background: 'Background',
  text: 'Text',
  accent: 'Accent',
  headingText: 'Heading text',
  buttonBackground: 'Button background',
  buttonText: 'Button text',
};
const REQUIRED = ['background', 'text', 'accent'] as const;
const OPTIONAL = ['headingText', 'buttonBackground', 'buttonText'] as const;
const DEFAULT_NOTES: Record<(typeof OPTIONAL)[number], string> = {
  headingText: 'Headings use the text colour',
  buttonBackground: 'Buttons use the accent colour',
  buttonText: 'Dark or light by the button’s colour',
};

interface Props {
  colors: SiteColors;
  onChange: (field: ColorField, value: string | undefined) => void;
  onInvalidChange: (field: ColorField, invalid: boolean) => void;
  isDisabled: boolean;
  errors: Record<string, string>;
  /** Changes when the fields should forget what was typed (discard, reset, save). */
  generation: number;
}

function TextOnColour({ hex }: { hex: string }) {
  return <p className="color-picker__note">Text on this colour: {isLightColor(hex) ? 'dark' : 'light'}</p>;
}

function ContrastWarning({ ink, paper, what }: { ink: string; paper: string; what: string }) {
  if (!lowContrast(ink, paper)) return null;
  return (
    <p className="color-picker__warning">
      Low contrast: {what} is hard to read ({contrastRatio(ink, paper).toFixed(1)}:1; aim for at least {MIN_TEXT_CONTRAST}:1).
    </p>
  );
}

export function ColorSection({ colors, onChange, onInvalidChange, isDisabled, errors, generation }: Props) {
  const note = (field: ColorField) => {
    if (field === 'background' || field === 'accent') return <TextOnColour hex={colors[field]} />;
    if (field === 'text') return <ContrastWarning ink={colors.text} paper={colors.background} what="text on the background" />;
    if (field === 'headingText') return <ContrastWarning ink={effectiveColor('headingText', colors)} paper={colors.background} what="headings on the background" />;
    if (field === 'buttonText')
      return <ContrastWarning ink={effectiveColor('buttonText', colors)} paper={effectiveColor('buttonBackground', colors)} what="button text on the button" />;
    return null;
  };

  return (
    <section className="panel" aria-labelledby="design-colours-title">
      <h2 id="design-colours-title">Colours</h2>
      <div className="design-colours">
        {REQUIRED.map((field) => (
          <ColorPicker
            key={`${field}-${generation}`}
            label={NAMES[field]}
            value={colors[field]}
            onChange={(hex) => onChange(field, hex)}
            onInvalidChange={(invalid) => onInvalidChange(field, invalid)}
            isDisabled={isDisabled}
            serverError={errors[`colors.${field}`] ?? null}
          >
            {note(field)}
          </ColorPicker>
        ))}
        {OPTIONAL.map((field) => {
          const usesDefault = colors[field] === undefined;
          return (
            <ColorPicker
              key={`${field}-${generation}-${String(usesDefault)}`}
              label={NAMES[field]}
              value={effectiveColor(field, colors)}
              onChange={(hex) => onChange(field, hex)}
              onInvalidChange={(invalid) => onInvalidChange(field, invalid && !usesDefault)}
              isDisabled={isDisabled || usesDefault}
              serverError={errors[`colors.${field}`] ?? null}
              summary={usesDefault ? `${DEFAULT_NOTES[field]} (${effectiveColor(field, colors)}).` : undefined}
              action={
                <Switch
                  className="switch color-picker__switch"
                  isSelected={usesDefault}
                  isDisabled={isDisabled}
                  onChange={(on) => onChange(field, on ? undefined : defaultColorFor(field, colors))}
                >
                  <span className="switch__track" aria-hidden="true">
                    <span className="switch__thumb" />
                  </span>
                  Use default<span className="visually-hidden"> {NAMES[field].toLowerCase()} colour</span>
                </Switch>
              }
            >
              {note(field)}
            </ColorPicker>
          );
        })}
      </div>
    </section>
  );
}
