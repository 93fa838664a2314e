/**
 * The first thing the build does (imported first by `react-router.config.ts`): every broker's
 * folder checked in one pass (`checkBrokers`: the schema, the rules across fields, the photos, what
 * two brokers may not share) and the broker `BROKER` names. A mistake prints the Portuguese lines,
 * file › field, and stops the build before anything is written: no stack trace, which would only
 * bury the lines for the person fixing the file.
 */
import { brokerReport } from './broker-report';

const report = brokerReport(process.env.BROKER);
if (report !== null) {
  console.error(`\n${report}\n`);
  process.exit(1);
}
