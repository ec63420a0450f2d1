/**
 * A font chosen from those the server can serve offline (ADM-39): each option is shown in its
 * own face with its category. The faces come from the @font-face rules FontFaces adds.
 */
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import type { SiteFontView } from '../../../shared/api/site-styles';
import { DEFAULT_SITE_STYLES, type FontId } from '../../../shared/site-styles';
import { siteFontFaces } from '../../../shared/site-style-css';

const CATEGORY_NAMES: Record<SiteFontView['category'], string> = { 'sans-serif': 'Sans-serif', serif: 'Serif', display: 'Display' };

interface Props {
  label: string;
  fonts: SiteFontView[];
  value: FontId;
  onChange: (id: FontId) => void;
  isDisabled?: boolean;
  error?: string | null;
}

export function FontPicker({ label, fonts, value, onChange, isDisabled = false, error }: Props) {
  return (
    <Select
      className="field font-picker"
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(key as FontId)}
      isDisabled={isDisabled}
      isInvalid={error !== undefined && error !== null}
    >
      <Label>{label}</Label>
      <Button className="input font-picker__button">
        <SelectValue<SiteFontView>>{({ selectedItem }) => <span style={{ fontFamily: selectedItem?.stack }}>{selectedItem?.family}</span>}</SelectValue>
        <span aria-hidden="true" className="font-picker__chevron">
          ▾
        </span>
      </Button>
      {error !== undefined && error !== null && <Text slot="errorMessage" className="field__error">{error}</Text>}
      <Popover className="font-picker__popover">
        <ListBox items={fonts} className="font-picker__list">
          {(font) => (
            <ListBoxItem id={font.id} textValue={font.family} className="font-picker__option">
              <Text slot="label" className="font-picker__family" style={{ fontFamily: font.stack }}>
                {font.family}
              </Text>
              <Text slot="description" className="font-picker__category">
                {CATEGORY_NAMES[font.category]}
                {font.source === 'system' ? ' · the visitor’s own font' : ''}
              </Text>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/**
 * The @font-face rules of every font offered, so each option (and the sample) shows in its
 * face. Faces load only when used; the editor's CSP allows inline styles and fonts from 'self'.
 */
export function FontFaces({ fonts }: { fonts: SiteFontView[] }) {
  const rules = new Set<string>();
  for (const font of fonts) {
    for (const rule of siteFontFaces({ fonts: { heading: font.id, body: font.id }, colors: DEFAULT_SITE_STYLES.colors })) rules.add(rule);
  }
  return <style>{[...rules].join('\n')}</style>;
}
