import { analyticsPrivacy } from '#analytics';
import { privacyNotice } from '@repo/content';
import { Link, Notice, Text } from '@repo/ui';
import * as styles from './PrivacyNotice.css';
import { keepTogether } from '../../components/KeepTogether';

/**
 * The LGPD art. 9 notice, before a form's first field: the short version for this form
 * (`privacyNotice.summary`'s, or the offer check's `offerCheckPrivacySummary`), and the full notice
 * one click away in a native disclosure (works before hydration and without JavaScript); for a
 * broker with counts, what is counted, by whom, and that no cookie is set.
 */
export function PrivacyNotice({ summary }: { summary: string }) {
  return (
    <Notice tone="info" title={privacyNotice.title}>
      <Text size="small">{summary}</Text>
      <Text size="small">
        {/* A plain link: a form may be an island (app/islands/), outside any router. */}
        <Link href="/canais-oficiais" underline="always">
          {privacyNotice.channelsLink}
        </Link>
      </Text>
      <details className={styles.details}>
        <summary className={styles.summary}>{privacyNotice.moreLabel}</summary>
        <div className={styles.sections}>
          {[...privacyNotice.sections, ...(analyticsPrivacy ? [analyticsPrivacy] : [])].map((section) => (
            <Text key={section.title} size="small">
              <strong>{section.title}.</strong> {keepTogether(section.text)}
            </Text>
          ))}
        </div>
      </details>
    </Notice>
  );
}
