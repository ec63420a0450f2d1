/** The selected block's settings: its kind's fields, and the position grid where it has one. */
import type { EditOptions } from './blocks/block-kind';
import { kindOf } from './blocks/registry';
import type { EditorBlock } from './layout-ops';
import { PositionGrid, positionOf, positionPatch } from './position-grid';

interface Props {
  block: EditorBlock | undefined;
  update: (blockId: string, patch: Record<string, unknown>, options?: EditOptions) => void;
  endGesture: () => void;
}

export function SettingsPanel({ block, update, endGesture }: Props) {
  if (block === undefined) {
    return (
      <>
        <h2 className="page-editor__area-title">Block settings</h2>
        <p className="field__help">Select a block in the list or in the preview to change it.</p>
      </>
    );
  }
  const kind = kindOf(block);
  const { Settings } = kind;
  return (
    <>
      <h2 className="page-editor__area-title">{kind.label} settings</h2>
      <div className="form-stack settings">
        <Settings block={block} update={(patch, options) => update(block.id, patch, options)} endGesture={endGesture} />
        {kind.hasPosition === true && <PositionGrid value={positionOf(block.data)} onChange={(position) => update(block.id, positionPatch(position))} />}
      </div>
    </>
  );
}
