import path from 'node:path';
import type { FontStyle } from '../content/content-types';

export const FONT_FAMILIES = ['noto', 'dejavu'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** TTF files for the four faces, from packages in node_modules: no system font, no network. */
export function resolveFontFiles(
  family: FontFamily,
  root = process.cwd(),
): Record<FontStyle, string> {
  const nm = path.join(root, 'node_modules');
  if (family === 'noto') {
    const dir = path.join(nm, '@expo-google-fonts', 'noto-serif');
    return {
      regular: path.join(dir, '400Regular', 'NotoSerif_400Regular.ttf'),
      bold: path.join(dir, '700Bold', 'NotoSerif_700Bold.ttf'),
      italic: path.join(dir, '400Regular_Italic', 'NotoSerif_400Regular_Italic.ttf'),
      boldItalic: path.join(dir, '700Bold_Italic', 'NotoSerif_700Bold_Italic.ttf'),
    };
  }
  const dir = path.join(nm, 'dejavu-fonts-ttf', 'ttf');
  return {
    regular: path.join(dir, 'DejaVuSerif.ttf'),
    bold: path.join(dir, 'DejaVuSerif-Bold.ttf'),
    italic: path.join(dir, 'DejaVuSerif-Italic.ttf'),
    boldItalic: path.join(dir, 'DejaVuSerif-BoldItalic.ttf'),
  };
}
