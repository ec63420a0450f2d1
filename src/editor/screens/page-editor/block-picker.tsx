/** "Add block": a dialog of the kinds of block by category; full pages (ADM-47) cannot add more. */
import { Button, DialogTrigger } from 'react-aria-components';
import { EditorDialog } from '../../components/editor-dialog';
import type { BlockKind } from './blocks/block-kind';
import { BLOCK_CATEGORIES, BLOCK_KINDS } from './blocks/registry';
import { MAX_BLOCKS_PER_LAYOUT } from './layout-ops';

export function BlockPicker({ blockCount, onPick }: { blockCount: number; onPick: (kind: BlockKind) => void }) {
  const full = blockCount >= MAX_BLOCKS_PER_LAYOUT;
  return (
    <div className="block-picker">
      <DialogTrigger>
        <Button className="button button--primary" isDisabled={full}>
          Add block
        </Button>
        <EditorDialog
          title="Add block"
          size="wide"
          closeLabel="Cancel"
        >
          {(close) =>
            BLOCK_CATEGORIES.map((category) => (
              <section key={category} className="block-picker__category" aria-labelledby={`picker-${category}`}>
                <h3 id={`picker-${category}`}>{category}</h3>
                <ul className="block-picker__kinds">
                  {BLOCK_KINDS.filter((kind) => kind.category === category).map((kind) => (
                    <li key={kind.kind}>
                      <Button
                        className="block-picker__kind"
                        onPress={() => {
                          onPick(kind);
                          close();
                        }}
                      >
                        <span className="block-picker__name">{kind.label}</span>
                        <span className="block-picker__description">{kind.description}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          }
        </EditorDialog>
      </DialogTrigger>
      {full && <p className="field__help">A page holds at most {MAX_BLOCKS_PER_LAYOUT} blocks. Remove one to add another.</p>}
    </div>
  );
}
