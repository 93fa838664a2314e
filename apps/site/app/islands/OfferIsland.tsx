import { OfferCheck } from '../flows/offer/OfferCheck';
import { Committed } from '../start/Committed';

/** /confira-sua-proposta's island: the offer form and its results. Its heading and notices, static, are the route's. */
export function OfferIsland({ onCommitted }: { onCommitted?: () => void }) {
  return (
    <Committed onCommitted={onCommitted}>
      <OfferCheck />
    </Committed>
  );
}
