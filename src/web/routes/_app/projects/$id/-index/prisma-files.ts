import { saveFile } from '../../../../../lib/save-file.ts';

/** PNG pixels per SVG unit: sharp enough for a manuscript's figure. */
const PNG_SCALE = 2;

const svgBlob = (svg: string) => new Blob([svg], { type: 'image/svg+xml' });

export function saveSvg(svg: string, fileName: string): void {
  saveFile(svgBlob(svg), fileName);
}

/** The same drawing as a PNG, drawn by the browser itself: the server has no rasteriser. */
export async function savePng(svg: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(svgBlob(svg));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * PNG_SCALE;
    canvas.height = image.naturalHeight * PNG_SCALE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images');
    context.scale(PNG_SCALE, PNG_SCALE);
    context.drawImage(image, 0, 0);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('This browser cannot make PNG files');
    saveFile(png, fileName);
  } finally {
    URL.revokeObjectURL(url);
  }
}
