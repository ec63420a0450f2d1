/**
 * The page's blocks in reading order: each row names its kind and sums it up, selects the
 * block, and has a drag handle (mouse, touch, or keyboard: Space to lift, arrows to move,
 * Space to drop) and a menu with Move up, Move down, Duplicate and Remove.
 */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { sortableAnnouncements } from '../../components/sortable-announcements';
import { kindOf } from './blocks/registry';
import type { EditorBlock } from './layout-ops';

export type BlockAction = 'up' | 'down' | 'duplicate' | 'remove';

interface Props {
  blocks: EditorBlock[];
  selectedId: string | null;
  onSelect: (blockId: string) => void;
  onMove: (blockId: string, toIndex: number) => void;
  onAction: (blockId: string, action: BlockAction) => void;
}

export function BlockList({ blocks, selectedId, onSelect, onMove, onAction }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const names = (id: UniqueIdentifier) => {
    const block = blocks.find((b) => b.id === id);
    return block === undefined ? 'block' : `${kindOf(block).label} block`;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    onMove(String(active.id), blocks.findIndex((b) => b.id === over.id));
  };
  if (blocks.length === 0) return <p className="block-list__empty">This page has no blocks yet. Add one to start.</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: sortableAnnouncements({ ids: blocks.map((b) => b.id), nameOf: names }) }}
    >
      <SortableContext items={blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        <ol className="block-list">
          {blocks.map((block, index) => (
            <BlockRow key={block.id} block={block} index={index} count={blocks.length} selected={block.id === selectedId} onSelect={onSelect} onAction={onAction} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface RowProps {
  block: EditorBlock;
  index: number;
  count: number;
  selected: boolean;
  onSelect: (blockId: string) => void;
  onAction: (blockId: string, action: BlockAction) => void;
}

function BlockRow({ block, index, count, selected, onSelect, onAction }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const kind = kindOf(block);
  const name = `${kind.label} ${index + 1}`;
  return (
    <li ref={setNodeRef} className={`block-row${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}`} style={{ transform: CSS.Translate.toString(transform), transition }} data-block-id={block.id}>
      <button ref={setActivatorNodeRef} type="button" className="block-row__handle" aria-label={`Drag ${name}`} {...attributes} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      <button type="button" className="block-row__main" aria-pressed={selected} onClick={() => onSelect(block.id)}>
        <span className="block-row__kind">{kind.label}</span>
        <span className="block-row__summary">{kind.summary(block.data)}</span>
      </button>
      <MenuTrigger>
        <Button className="button button--quiet button--small" aria-label={`Actions for ${name}`}>
          <span aria-hidden="true">⋯</span>
        </Button>
        <Popover className="menu-popover" placement="bottom end">
          <Menu className="menu" onAction={(key) => onAction(block.id, key as BlockAction)} disabledKeys={[...(index === 0 ? ['up'] : []), ...(index === count - 1 ? ['down'] : [])]}>
            <MenuItem id="up" className="menu__item">
              Move up
            </MenuItem>
            <MenuItem id="down" className="menu__item">
              Move down
            </MenuItem>
            <MenuItem id="duplicate" className="menu__item">
              Duplicate
            </MenuItem>
            <MenuItem id="remove" className="menu__item menu__item--danger">
              Remove
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </li>
  );
}
