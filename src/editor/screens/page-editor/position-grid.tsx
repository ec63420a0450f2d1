/**
 * ADM-59: where a block sits, one of nine positions: TOP, CENTER, BOTTOM by LEFT, CENTER,
 * RIGHT. Stored as `position` ('top-left' ...) with its column as `alignment` ('left',
 * 'center', 'right'), which the storefront's block partials read.
 */
import { Radio, RadioGroup, Label } from 'react-aria-components';

export const VERTICAL_POSITIONS = ['top', 'center', 'bottom'] as const;
export const HORIZONTAL_POSITIONS = ['left', 'center', 'right'] as const;
export const BLOCK_POSITIONS = VERTICAL_POSITIONS.flatMap((v) => HORIZONTAL_POSITIONS.map((h) => `${v}-${h}` as const));
export type BlockPosition = (typeof BLOCK_POSITIONS)[number];

const word = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
export const positionLabel = (position: BlockPosition) => {
  const [v, h] = position.split('-') as [string, string];
  return v === 'center' && h === 'center' ? 'Center' : `${word(v)} ${h}`;
};

/** The data a position writes. */
export function positionPatch(position: BlockPosition): { position: BlockPosition; alignment: (typeof HORIZONTAL_POSITIONS)[number] } {
  return { position, alignment: position.split('-')[1] as (typeof HORIZONTAL_POSITIONS)[number] };
}

export function positionOf(data: Record<string, unknown>): BlockPosition {
  if (typeof data.position === 'string' && (BLOCK_POSITIONS as readonly string[]).includes(data.position)) return data.position as BlockPosition;
  const column = typeof data.alignment === 'string' && (HORIZONTAL_POSITIONS as readonly string[]).includes(data.alignment) ? data.alignment : 'left';
  return `center-${column}` as BlockPosition;
}

export function PositionGrid({ value, onChange }: { value: BlockPosition; onChange: (position: BlockPosition) => void }) {
  return (
    <RadioGroup className="field position-grid" value={value} onChange={(next) => onChange(next as BlockPosition)}>
      <Label className="field__label">Position</Label>
      <div className="position-grid__cells">
        {BLOCK_POSITIONS.map((position) => (
          <Radio key={position} value={position} className="position-grid__cell" aria-label={positionLabel(position)}>
            <span className="position-grid__dot" aria-hidden="true" />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
