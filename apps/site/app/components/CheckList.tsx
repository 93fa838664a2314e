import { checkIcon, checkItem, checkList } from './components.css';
import { CheckIcon } from './icons';

/** A bulleted list whose bullets are check marks (feature lists, documents). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={checkList} role="list">
      {items.map((item) => (
        <li key={item} className={checkItem}>
          <CheckIcon className={checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
