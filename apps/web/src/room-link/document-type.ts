/** The short label and colour class of a document's type in the investor's room. */
const LABELS: Record<string, string> = { pdf: 'PDF', docx: 'Word', xlsx: 'Excel', pptx: 'PowerPoint', png: 'Image', jpg: 'Image' };

export const typeLabel = (type: string) => LABELS[type] ?? type.toUpperCase();
export const typeBadge = (type: string) => (type === 'jpg' || type === 'png' ? 'img' : type || 'file');
