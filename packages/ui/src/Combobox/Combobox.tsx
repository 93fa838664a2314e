'use client';

import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { clsx } from 'clsx';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import type { LoadingProps } from '../shared/loading';
import { useControllableState } from '../shared/useControllableState';
import { VisuallyHidden } from '../VisuallyHidden';
import { check, chevron, input, listbox, message, option as optionClass, popup, wrapper } from './Combobox.css';

export interface ComboboxOption {
  /** Value reported and submitted when chosen (a brand's code, say). */
  value: string;
  /** Visible text, also what typing is matched against. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

type NativeInputProps = Omit<
  ComponentProps<'input'>,
  'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'role' | 'children' | 'name'
>;

export type ComboboxProps = ComboboxOwnProps & LoadingProps;

interface ComboboxOwnProps extends FieldOwnProps, NativeInputProps {
  /** Options are being fetched: the popup shows `loadingLabel` and the input is `aria-busy`. */
  loading?: boolean;
  /** Text shown while `loading`, e.g. "Carregando marcas…"; required with `loading`. */
  loadingLabel?: string;
  /** The choices; typing narrows them (accent- and case-insensitive, anywhere in the label). */
  options: readonly ComboboxOption[];
  /** Chosen option's value (controlled); `''` for none. */
  value?: string;
  /** Initially chosen option's value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen option's value, and with `''` when the visitor edits the text away from it. */
  onValueChange?: (value: string, option: ComboboxOption | undefined) => void;
  /** Form field name: a hidden input submits the chosen value (the text box submits nothing). */
  name?: string;
  /** Announced (polite live region) with the number of options as the list narrows, e.g. `(n) => \`${n} opções\``. */
  countLabel: (count: number) => string;
  /** Shown and announced when nothing matches the text, e.g. "Nenhuma marca encontrada". */
  noResultsLabel: string;
  /** Milliseconds of typing pause before the count is announced (never on every keystroke). */
  announceDelay?: number;
  /** Class for the outer wrapper. */
  className?: string;
}

/** Lower case without accents: "Citroën" and "citroen" match, as a visitor types on a phone. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLocaleLowerCase('pt-BR');
}

/**
 * An editable combobox with list autocomplete (the WAI-ARIA APG pattern): the text box filters
 * the options as the visitor types; arrow keys move a visual focus through them
 * (`aria-activedescendant`, DOM focus stays in the text box), Enter or a tap chooses one. The ref
 * points at the text box.
 */
export function Combobox({
  ref,
  // Straight from the props, not through `splitFieldProps`: the React Compiler's lint then knows
  // that nothing mutates what the `useMemo` of the visible options depends on.
  options,
  ...props
}: ComboboxProps) {
  const [
    field,
    {
      value,
      defaultValue,
      onValueChange,
      name,
      countLabel,
      noResultsLabel,
      loading = false,
      loadingLabel,
      announceDelay = 500,
      disabled,
      onKeyDown,
      onBlur,
      onClick,
      ...inputProps
    },
  ] = splitFieldProps(props);
  const listboxId = `listbox-${useId()}`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  const [selected, setSelected] = useControllableState<string>({
    value,
    defaultValue: defaultValue ?? '',
    onChange: (next) => onValueChange?.(next, options.find((o) => o.value === next)),
  });
  const selectedOption = options.find((o) => o.value === selected);
  const [text, setText] = useState(selectedOption?.label ?? '');
  // What the text box shows follows the chosen option when it changes from outside (a parent
  // resetting the model when the brand changes, options arriving for a kept value).
  const [shownFor, setShownFor] = useState(selectedOption?.label);
  if (selectedOption?.label !== shownFor) {
    setShownFor(selectedOption?.label);
    if (selectedOption || fold(text) === fold(shownFor ?? '')) setText(selectedOption?.label ?? '');
  }

  const [open, setOpen] = useState(false);
  // Filter only once the visitor has typed: opened on a chosen value, the whole list shows.
  const [filtering, setFiltering] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const visible = useMemo(() => {
    if (!filtering) return options;
    const query = fold(text.trim());
    return query ? options.filter((o) => fold(o.label).includes(query)) : options;
  }, [options, text, filtering]);

  const showOptions = open && !loading && visible.length > 0;
  const showNoResults = open && !loading && visible.length === 0;
  const showLoading = open && loading;
  const active = showOptions ? visible[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-${index}`;

  // The count (or "no results") is announced after a pause in typing, and only while open.
  const [announced, setAnnounced] = useState('');
  const announcement = showOptions ? countLabel(visible.length) : showNoResults ? noResultsLabel : '';
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(announcement), announceDelay);
    return () => window.clearTimeout(timer);
  }, [announcement, announceDelay]);

  // The option the keyboard points at, or else the chosen one, is scrolled into the list's view
  // (the list alone: scrollIntoView would scroll the page too).
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = visible.findIndex((o) => o.value === selected);
  const shownIndex = activeIndex >= 0 ? activeIndex : selectedIndex;
  useEffect(() => {
    const list = listRef.current;
    const item = showOptions && shownIndex >= 0 ? list?.children[shownIndex] : undefined;
    if (!list || !(item instanceof HTMLElement)) return;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
    }
  }, [shownIndex, showOptions]);

  const enabledIndexes = visible.flatMap((o, i) => (o.disabled ? [] : [i]));

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
    setFiltering(false);
  };

  const choose = (chosen: ComboboxOption) => {
    if (chosen.disabled) return;
    setSelected(chosen.value);
    setText(chosen.label);
    setShownFor(chosen.label);
    close();
  };

  const move = (step: 1 | -1, from: number) => {
    if (enabledIndexes.length === 0) return;
    const position = enabledIndexes.indexOf(from);
    const next =
      position === -1
        ? step === 1
          ? enabledIndexes[0]!
          : enabledIndexes[enabledIndexes.length - 1]!
        : enabledIndexes[(position + step + enabledIndexes.length) % enabledIndexes.length]!;
    setActiveIndex(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    setFiltering(true);
    setOpen(true);
    setActiveIndex(-1);
    // Text that no longer is the chosen option's label un-chooses it: the value never claims a
    // vehicle the visitor has typed away from.
    if (selectedOption && next !== selectedOption.label) setSelected('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          // Alt+Down only opens; Down also moves to the first option.
          if (!event.altKey) move(1, -1);
        } else if (!event.altKey) move(1, activeIndex);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) {
          // APG: Alt+Up chooses the focused option, if any, and closes.
          if (active) choose(active);
          else close();
        } else {
          if (!open) setOpen(true);
          move(-1, open ? activeIndex : -1);
        }
        break;
      case 'Enter':
        if (open && active) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text) {
          // APG: Escape on a closed combobox clears it.
          event.preventDefault();
          setText('');
          if (selected) setSelected('');
        }
        break;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        // Editing keys act on the text: the visual focus goes back to the text box.
        setActiveIndex(-1);
        break;
      default:
    }
  };

  const handleBlur: ComboboxProps['onBlur'] = (event) => {
    onBlur?.(event);
    // Text that spells one option exactly (accents and case aside) chooses it on leaving.
    if (!selectedOption || text !== selectedOption.label) {
      const query = fold(text.trim());
      const matches = query ? options.filter((o) => !o.disabled && fold(o.label) === query) : [];
      if (matches.length === 1) choose(matches[0]!);
    }
    close();
  };

  return (
    <Field {...field}>
      {(controlProps) => (
        <div className={wrapper}>
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            {...inputProps}
            {...controlProps}
            disabled={disabled}
            value={text}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            onBlur={handleBlur}
            onClick={(event) => {
              onClick?.(event);
              // A tap opens the list, so a phone user can pick without typing.
              if (open) close();
              else setOpen(true);
            }}
            aria-autocomplete="list"
            aria-expanded={showOptions}
            aria-controls={listboxId}
            aria-activedescendant={active ? optionId(activeIndex) : undefined}
            aria-busy={loading || undefined}
            className={clsx(control, input)}
          />
          <svg className={chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          {name !== undefined ? <input type="hidden" name={name} value={selected} /> : null}
          {/* A press in the popup (an option, the list's scrollbar) is cancelled so focus never
              leaves the text box, which would close the list. */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
          <div
            className={popup}
            hidden={!(showOptions || showNoResults || showLoading)}
            onMouseDown={(event) => event.preventDefault()}
          >
            <ul ref={listRef} id={listboxId} role="listbox" aria-labelledby={`${controlProps.id}-label`} className={listbox} hidden={!showOptions}>
              {showOptions
                ? visible.map((o, index) => (
                    // Keys come through the text box (APG): the option only takes the pointer (the
                    // popup cancels mousedown, so focus stays in the text box).
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <li
                      key={o.value}
                      id={optionId(index)}
                      role="option"
                      aria-selected={o.value === selected}
                      aria-disabled={o.disabled || undefined}
                      data-active={index === activeIndex ? 'true' : undefined}
                      className={optionClass}
                      onClick={() => choose(o)}
                    >
                      <svg className={check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                        <path d="M3 8.5l3.5 3.5L13 5" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                      <span>{o.label}</span>
                    </li>
                  ))
                : null}
            </ul>
            {showNoResults ? <p className={message}>{noResultsLabel}</p> : null}
            {showLoading ? <p className={message}>{loadingLabel}</p> : null}
          </div>
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {announced}
          </VisuallyHidden>
        </div>
      )}
    </Field>
  );
}
