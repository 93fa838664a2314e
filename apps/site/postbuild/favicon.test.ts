import { brokerProfile } from '@repo/content';
import { themeValues, type ThemeName } from '@repo/ui/theme-values';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandMark, shieldIconPaths } from '../app/components/brandMark';
import { appleTouchIcon, faviconIco, faviconSvg } from './favicon';

const active = themeValues[brokerProfile.theme as ThemeName];

describe('the brand icons', () => {
  // The tab shows the header's mark: the same shield on the active theme's primary tone.
  it("draw the header's shield in the active broker profile's theme colours only", () => {
    const svg = faviconSvg();
    for (const d of shieldIconPaths) expect(svg).toContain(`d="${d}"`);
    const colours = [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]{3,8})"/g)].map((match) => match[1]?.toLowerCase());
    expect(new Set(colours)).toEqual(new Set([active.color.tone.primary.solid, active.color.tone.primary.onSolid].map((c) => c.toLowerCase())));
  });

  it("round the tile's corners as the theme rounds its controls", () => {
    const rx = (svg: string) => Number(/<rect[^>]* rx="([\d.]+)"/.exec(svg)?.[1]);
    expect(rx(faviconSvg(themeValues.default))).toBe(8); // 0.5rem
    expect(rx(faviconSvg(themeValues.terracotta))).toBe(brandMark.tilePx / 2); // round controls: a disc
    expect(rx(faviconSvg(themeValues.default, { square: true }))).toBe(0);
  });

  it('write /favicon.ico as one 32×32 PNG in an ICO container', async () => {
    const ico = await faviconIco();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
    const image = ico.subarray(ico.readUInt32LE(18));
    expect(image.length).toBe(ico.readUInt32LE(14));
    const { format, width, height } = await sharp(image).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 32, height: 32 });
  });

  it('write the home-screen icon 180×180 and opaque (the phone rounds it)', async () => {
    const icon = await appleTouchIcon();
    const { format, width, height } = await sharp(icon).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 180, height: 180 });
    expect((await sharp(icon).stats()).isOpaque).toBe(true);
  });
});
