/**
 * The labelled controls of the block settings panel, bound to one field of a block's data.
 * Text edits coalesce per field (one undo step per pause); a slider drag is one step.
 */
import { useId } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack, Switch } from 'react-aria-components';
import { TextField } from '../../../components/text-field';
import type { BlockSettingsProps } from './block-kind';
import { text } from './block-kind';

interface Bound extends BlockSettingsProps {
  field: string;
  label: string;
  help?: string;
}

export function TextSetting({ block, update, field, label, help, multiline, error }: Bound & { multiline?: boolean; error?: string | null }) {
  return (
    <TextField
      label={label}
      help={help}
      multiline={multiline}
      error={error}
      value={text(block.data[field])}
      onChange={(value) => update({ [field]: value }, { coalesce: `${block.id}:${field}` })}
    />
  );
}

export function SwitchSetting({ block, update, field, label, isDisabled, help }: Bound & { isDisabled?: boolean }) {
  const helpId = useId();
  return (
    <div className="field">
      <Switch className="switch" isSelected={block.data[field] === true} isDisabled={isDisabled} onChange={(on) => update({ [field]: on })} aria-describedby={help === undefined ? undefined : helpId}>
        <span className="switch__track" aria-hidden="true" />
        {label}
      </Switch>
      {help !== undefined && (
        <p className="field__help" id={helpId}>
          {help}
        </p>
      )}
    </div>
  );
}

export function SelectSetting({ block, update, field, label, options, fallback }: Bound & { options: readonly (readonly [string, string])[]; fallback: string }) {
  const id = useId();
  const value = text(block.data[field]) || fallback;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => update({ [field]: event.target.value })}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

interface SliderProps extends BlockSettingsProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValue: (value: number) => Record<string, unknown>;
  coalesceKey: string;
  isDisabled?: boolean;
}

/** A slider whose whole drag is one undo step. */
export function SliderSetting({ update, endGesture, label, value, min, max, step = 1, onValue, coalesceKey, isDisabled }: SliderProps) {
  return (
    <Slider className="slider" value={value} minValue={min} maxValue={max} step={step} isDisabled={isDisabled} onChange={(next) => update(onValue(next), { coalesce: coalesceKey })} onChangeEnd={endGesture}>
      <div className="slider__head">
        <Label>{label}</Label>
        <SliderOutput />
      </div>
      <SliderTrack className="slider__track">
        <SliderThumb className="slider__thumb" />
      </SliderTrack>
    </Slider>
  );
}
