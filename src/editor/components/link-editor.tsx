/**
 * The link editor (ADM-01): one stored URL string and whether it opens a new window, edited as
 * a page of the site, a web address, an email, a phone number or a file of the library. What
 * was typed is checked by link-rules.ts (ADM-15..ADM-18) once the field is left; `onChange`
 * receives only valid links, and `onValidityChange` tells the form whether the typed link is.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Switch,
  Text,
  TextField,
} from 'react-aria-components';
import { contentEndpoints } from '../../shared/api/content-endpoints';
import { ownerCall } from '../api/owner-client';
import { FilePickerDialog } from './file-picker-dialog';
import { checkLink, LINK_KINDS, linkInputOf, linkKindOf, type LinkKind, type LinkValue } from './link-rules';
import './link-editor.css';

export type { LinkValue } from './link-rules';

interface Props {
  value: LinkValue;
  onChange(value: LinkValue): void;
  onValidityChange?(valid: boolean): void;
  /** The group's visible name. */
  label?: string;
}

const KIND_LABELS: Record<LinkKind, string> = { page: 'Page', url: 'URL', email: 'Email', phone: 'Phone', file: 'File' };

export const collectionKeys = { list: ['content', 'collections'] as const };

export function LinkEditor({ value, onChange, onValidityChange, label = 'Link' }: Props) {
  const groupId = useId();
  const [kind, setKind] = useState<LinkKind>(() => linkKindOf(value.url));
  const [drafts, setDrafts] = useState<Record<LinkKind, string>>(() => ({ page: '', url: '', email: '', phone: '', file: '', [linkKindOf(value.url)]: linkInputOf(value.url) }));
  const [touched, setTouched] = useState(value.url !== '');
  const [pickerOpen, setPickerOpen] = useState(false);
  const lastUrl = useRef(value.url);

  // A link set from outside (another block chosen) starts the editor over.
  useEffect(() => {
    if (value.url === lastUrl.current) return;
    lastUrl.current = value.url;
    const next = linkKindOf(value.url);
    setKind(next);
    setDrafts((current) => ({ ...current, [next]: linkInputOf(value.url) }));
    setTouched(value.url !== '');
  }, [value.url]);

  const collections = useQuery({ queryKey: collectionKeys.list, queryFn: () => ownerCall(contentEndpoints.listCollections, {}), staleTime: 30_000 });
  const pages = useMemo(() => (collections.data?.collections ?? []).filter((c) => !c.folder).map((c) => ({ id: c.id, title: c.title, path: c.fullUrl })), [collections.data]);
  const pagePaths = useMemo(() => pages.map((p) => p.path), [pages]);

  const draft = drafts[kind];
  // Page paths are only known once the pages have loaded: no verdict on a page link before.
  const check = kind === 'page' && collections.isPending ? null : checkLink(kind, draft, pagePaths);
  const error = touched && check !== null && !check.ok ? check.message : null;
  const valid = check?.ok ?? false;

  useEffect(() => {
    onValidityChange?.(valid);
  }, [valid, onValidityChange]);

  const commit = (nextKind: LinkKind, text: string) => {
    const result = checkLink(nextKind, text, pagePaths);
    if (result.ok && result.url !== lastUrl.current) {
      lastUrl.current = result.url;
      onChange({ url: result.url, newWindow: value.newWindow });
    }
  };
  const setDraft = (text: string, commitNow = false) => {
    setDrafts((current) => ({ ...current, [kind]: text }));
    if (commitNow) {
      setTouched(true);
      commit(kind, text);
    }
  };
  const leave = () => {
    setTouched(true);
    commit(kind, draft);
  };

  return (
    <div role="group" aria-labelledby={`${groupId}-label`} className="link-editor">
      <span id={`${groupId}-label`} className="field__label">
        {label}
      </span>
      <RadioGroup
        className="link-editor__kinds"
        orientation="horizontal"
        value={kind}
        onChange={(next) => {
          const nextKind = next as LinkKind;
          setKind(nextKind);
          setTouched(drafts[nextKind] !== '');
          commit(nextKind, drafts[nextKind]);
        }}
      >
        <Label className="visually-hidden">Link type</Label>
        {LINK_KINDS.map((k) => (
          <Radio key={k} value={k} className="link-editor__kind">
            {KIND_LABELS[k]}
          </Radio>
        ))}
      </RadioGroup>

      {kind === 'page' && (
        <ComboBox
          className="field"
          allowsCustomValue
          menuTrigger="focus"
          inputValue={draft}
          onInputChange={(text) => setDraft(text)}
          onSelectionChange={(key) => {
            const page = pages.find((p) => p.id === key);
            if (page !== undefined) setDraft(page.path, true);
          }}
          onBlur={leave}
          isInvalid={error !== null}
          validationBehavior="aria"
        >
          <Label>Page URL</Label>
          <div className="link-editor__combo">
            <Input className="input" placeholder="/about" />
            <Button className="button button--small link-editor__open" aria-label="Show pages">
              ▾
            </Button>
          </div>
          <Text slot="description" className="field__help">
            {collections.isError ? 'Unable to load collections' : "Choose one of the site's pages or type its path."}
          </Text>
          <FieldError className="field__error">{error}</FieldError>
          <Popover className="link-editor__popover">
            <ListBox className="link-editor__options" items={pages}>
              {(page) => (
                <ListBoxItem id={page.id} textValue={page.path} className="link-editor__option">
                  <span className="link-editor__option-title">{page.title}</span> <span className="link-editor__option-path">{page.path}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      )}

      {(kind === 'url' || kind === 'email' || kind === 'phone') && (
        <TextField className="field" value={draft} onChange={(text) => setDraft(text)} onBlur={leave} isInvalid={error !== null} validationBehavior="aria" type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}>
          <Label>{kind === 'url' ? 'Web address' : kind === 'email' ? 'Email address' : 'Phone number'}</Label>
          <Input className="input" placeholder={kind === 'url' ? 'https://www.example.com' : kind === 'email' ? 'name@example.com' : '+1 555 010 0199'} />
          <FieldError className="field__error">{error}</FieldError>
        </TextField>
      )}

      {kind === 'file' && (
        <div className="field">
          <span className="field__label">File</span>
          <div className="link-editor__file">
            <span className="link-editor__file-url">{draft === '' ? 'No file chosen' : draft}</span>
            <Button className="button button--small" onPress={() => setPickerOpen(true)}>
              {draft === '' ? 'Choose a file' : 'Change file'}
            </Button>
          </div>
          {error !== null && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <FilePickerDialog accept="any" isOpen={pickerOpen} onClose={() => setPickerOpen(false)} onChoose={(asset) => setDraft(asset.url, true)} />
        </div>
      )}

      <Switch className="switch" isSelected={value.newWindow} onChange={(newWindow) => onChange({ url: lastUrl.current, newWindow })}>
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        Open in new window
      </Switch>
    </div>
  );
}
