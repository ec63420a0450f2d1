/**
 * The builder's questions in order: "Add question" (a menu of every type), reordering by drag
 * (pointer or dnd-kit's keyboard sensor) or Move up / Move down, and removing with "Undo". Each
 * change is announced in the status line.
 */
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { FORM_LIMITS, type FormField, type FormFieldType } from '../../../shared/forms/form-model';
import type { DraftErrors } from './form-draft';
import { ADDABLE_FIELD_TYPES, addField, FIELD_TYPE_LABELS, moveField, questionName, restoreField, updateField } from './form-questions';
import { QuestionCard } from './question-card';
import { sortableAnnouncements } from '../../components/sortable-announcements';
import { closestEdge } from './question-collision';

interface Props {
  fields: FormField[];
  errors: DraftErrors;
  onChange(fields: FormField[]): void;
}

export function QuestionList({ fields, errors, onChange }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [removed, setRemoved] = useState<{ field: FormField; index: number } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: UniqueIdentifier) => {
    const field = fields.find((f) => f.id === id);
    return field === undefined ? 'question' : questionName(field);
  };
  const announce = (text: string) => setStatus((current) => (current === text ? `${text}\u00a0` : text));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return;
    const next = moveField(fields, from, to);
    onChange(next);
    announce(`Moved ${questionName(next[to]!)} to position ${to + 1} of ${next.length}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    move(
      fields.findIndex((f) => f.id === active.id),
      fields.findIndex((f) => f.id === over.id),
    );
  };
  const add = (type: FormFieldType) => {
    const next = addField(fields, type);
    const added = next[next.length - 1]!;
    onChange(next);
    setOpenId(added.id);
    setRemoved(null);
    announce(`Added a ${FIELD_TYPE_LABELS[type].toLowerCase()} question.`);
  };
  const remove = (index: number) => {
    const field = fields[index]!;
    onChange(fields.filter((f) => f.id !== field.id));
    setRemoved({ field, index });
    announce(`Removed ${questionName(field)}.`);
  };
  const undo = () => {
    if (removed === null) return;
    onChange(restoreField(fields, removed.field, removed.index));
    announce(`Put back ${questionName(removed.field)}.`);
    setRemoved(null);
  };

  return (
    <div className="question-list">
      <div className="question-list__head">
        <h2 className="visually-hidden">Questions</h2>
        <MenuTrigger>
          <Button className="button button--primary button--small" isDisabled={fields.length >= FORM_LIMITS.maxFields}>
            Add question
          </Button>
          <Popover className="menu-popover" placement="bottom end">
            <Menu className="menu question-list__menu" aria-label="Question types" onAction={(key) => add(key as FormFieldType)}>
              {ADDABLE_FIELD_TYPES.map((type) => (
                <MenuItem key={type} id={type} className="menu__item">
                  {FIELD_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      <div className="question-list__status">
        <p role="status">{status}</p>
        {removed !== null && (
          <button type="button" className="button button--small" onClick={undo}>
            Undo<span className="visually-hidden"> removing {questionName(removed.field)}</span>
          </button>
        )}
      </div>
      {fields.length === 0 ? (
        <p className="question-list__empty">No questions yet. Add the first with “Add question”.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestEdge} onDragEnd={onDragEnd} accessibility={{ announcements: sortableAnnouncements({ ids: fields.map((f) => f.id), nameOf }) }}>
          <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            <ol className="question-list__items" aria-label="Questions, in the order visitors see them">
              {fields.map((field, index) => (
                <QuestionCard
                  key={field.id}
                  field={field}
                  index={index}
                  count={fields.length}
                  open={openId === field.id}
                  error={errors[`field:${field.id}`] ?? null}
                  onToggle={() => setOpenId(openId === field.id ? null : field.id)}
                  onMove={move}
                  onChange={(patch) => onChange(updateField(fields, field.id, patch))}
                  onRemove={() => remove(index)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}
