import { privacyNotice } from '@repo/content';
import { Notice, Text } from '@repo/ui';

/** The LGPD art. 9 notice shown next to each form's send button (copy from content). */
export function PrivacyNotice({ id }: { id?: string }) {
  return (
    <Notice id={id} tone="info" title={privacyNotice.title}>
      {privacyNotice.paragraphs.map((paragraph) => (
        <Text key={paragraph} size="small">
          {paragraph}
        </Text>
      ))}
    </Notice>
  );
}
