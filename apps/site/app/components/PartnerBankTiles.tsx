import { brokerProfile, type Bank } from '@repo/content';
import { BrandTile, Tiles, type TilesProps } from '@repo/ui';

/** The partners' logos the broker's file gives (with their permission): the others are named. */
const { logos } = brokerProfile.institutions;

/** Partner banks as a list of brand tiles: each its logo when the broker may show it, else its name. */
export function PartnerBankTiles({ banks, ...tiles }: { banks: readonly Bank[] } & Omit<TilesProps, 'as' | 'role'>) {
  return (
    <Tiles as="ul" role="list" {...tiles}>
      {banks.map((bank) => (
        <BrandTile key={bank.id} name={bank.shortName} logo={logos?.[bank.id]} />
      ))}
    </Tiles>
  );
}
