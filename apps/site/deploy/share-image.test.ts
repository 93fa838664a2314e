import { creditAnalysisDisclaimer, landingPage } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { shareImageFacts } from './share-image';

describe('share image', () => {
  // The image is the one link preview with no room for a card: it shows a rate only with its CET.
  it('shows no rate without a CET figure beside it', () => {
    const texts = [landingPage.hero.headline, shareImageFacts];
    for (const text of texts.filter((line) => /% a\.m\./.test(line))) {
      expect(text).toMatch(/CET (de )?\d{1,3},\d{2}% a\.a\./);
      expect(text).toContain(creditAnalysisDisclaimer);
    }
    expect(shareImageFacts).toContain('bancos parceiros');
  });

});
