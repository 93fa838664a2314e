import { brokerProfile, creditAnalysisDisclaimer, landingPage } from '@repo/content';
import { themeValues, type ThemeName } from '@repo/ui/theme-values';
import { describe, expect, it } from 'vitest';
import { shareImageColours, shareImageFacts, shareImageSvg } from './share-image';

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

  // The preview is the brand's first impression in a chat: it wears the active profile's theme
  // (BROKER=demo: terracotta), not a colour of another broker's.
  it("is painted in the active broker profile's theme colours only", () => {
    const svg = shareImageSvg().toLowerCase();
    const active = themeValues[brokerProfile.theme as ThemeName];
    const used = Object.values(shareImageColours(active)).map((colour) => colour.toLowerCase());
    for (const colour of used) expect(svg).toContain(colour);
    const fills = [...svg.matchAll(/(?:fill|stop-color)="(#[0-9a-f]{3,8})"/g)].map((match) => match[1]);
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.every((colour) => used.includes(colour))).toBe(true);
    for (const [name, values] of Object.entries(themeValues)) {
      if (name === brokerProfile.theme) continue;
      for (const colour of Object.values(shareImageColours(values))) {
        if (!used.includes(colour.toLowerCase())) expect(svg).not.toContain(colour.toLowerCase());
      }
    }
  });
});
