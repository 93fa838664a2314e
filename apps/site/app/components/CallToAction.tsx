import { Column, Columns, Container, Inline, Section } from '@repo/ui';
import { type ReactNode, useId } from 'react';
import { panel } from './CallToAction.css';
import { SiteIllustration } from './SiteIllustration';
import { HandoffWarning } from '../fraud-warning/HandoffWarning';
import { HeadingWithLead } from './HeadingWithLead';

/**
 * The closing call-to-action panel of a page: a picture of a conversation, a heading, one line and
 * its buttons (`children`) — in one row on wide screens, stacked below. On phones the buttons stack at full width, one
 * even column, rather than ragged widths with a label wrapping inside its button; from tablet up
 * they sit side by side at their own width. Every closing call has a WhatsApp button: the warning
 * against payments in advance stands under its line.
 */
export function CallToAction({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Columns className={panel} space="lg" collapseBelow="wide" alignY="center">
          {/* Every closing call starts a conversation: drawn, beside the words that say so. */}
          <Column width="content">
            <SiteIllustration name="conversation" width={120} />
          </Column>
          <Column>
            <HeadingWithLead level={2} id={headingId} title={title} lead={description} leadSize="large">
              <HandoffWarning />
            </HeadingWithLead>
          </Column>
          <Column width="content">
            <Inline space="md" collapseBelow="tablet">
              {children}
            </Inline>
          </Column>
        </Columns>
      </Container>
    </Section>
  );
}
