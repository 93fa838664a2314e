import { keepTogether } from '../../components/KeepTogether';
import { guidance } from './Guidance.css';

/**
 * The FAQ's guidance said at its field (a vehicle below the minimum value, a down payment below the
 * minimum share), in the hint's place: a notice, never an error. The visitor may go on: the broker
 * and the credit analysis decide (SPEC §9). The wizard's step 2 and the landing simulator use it.
 */
export function Guidance({ children }: { children: string }) {
  return <span className={guidance}>{keepTogether(children)}</span>;
}
