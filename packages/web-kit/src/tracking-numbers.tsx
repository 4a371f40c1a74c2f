import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { carrierTrackingUrl } from '@portico/domain';
import { Fragment } from 'react';

export type TrackedParcel = { carrier: string | null; trackingNumber: string };

/**
 * An order's tracking numbers (L-010; the buyer's order page and the desk's): the carrier, then its numbers —
 * each a link to the carrier's public tracking page in a new tab when the carrier is one we know
 * (carrierTrackingUrl), plain text otherwise. Parcels in a row with the same carrier share one line.
 */
export function TrackingNumbers({ parcels }: { parcels: readonly TrackedParcel[] }) {
  const lines: { carrier: string | null; numbers: string[] }[] = [];
  for (const p of parcels) {
    const last = lines.at(-1);
    if (last && last.carrier === p.carrier) last.numbers.push(p.trackingNumber);
    else lines.push({ carrier: p.carrier, numbers: [p.trackingNumber] });
  }
  return lines.map((line) => (
    <Box component="span" key={`${line.carrier}:${line.numbers[0]}`} sx={{ display: 'block' }}>
      {line.carrier ? `${line.carrier} ` : null}
      {line.numbers.map((n, i) => {
        const href = carrierTrackingUrl(line.carrier, n);
        return (
          <Fragment key={n}>
            {i > 0 ? ', ' : null}
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer">
                {n}
              </Link>
            ) : (
              n
            )}
          </Fragment>
        );
      })}
    </Box>
  ));
}
