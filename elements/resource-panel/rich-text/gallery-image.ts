import '../../image-delivery/register.ts';
import { Node } from '@tiptap/core';
import { consoleImageSource } from '../../../lib/media/console-images.ts';
import { RICH_IMAGE_TAG } from '../../../lib/rich-text/rules.ts';

export interface GalleryImageAttributes {
  imageKey: string;
  alt: string;
  width: number | null;
  height: number | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    galleryImage: {
      insertGalleryImage: (attributes: GalleryImageAttributes) => ReturnType;
    };
  }
}

/** A node attribute `key` stored as the HTML attribute `name`, left out while it has no value. */
const attribute = (key: keyof GalleryImageAttributes, name: string) => ({
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute(name),
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[key] === null || attributes[key] === undefined ? {} : { [name]: String(attributes[key]) },
});

/**
 * An image of the gallery in the article body, written as lib/rich-text/rules.ts keeps it:
 * `<image-delivery image-key alt width height>`, with no URL. In the editor it shows through the console's
 * own image source; a property site's image-delivery finds its renditions on the site's image domain.
 */
export const GalleryImage = Node.create({
  name: 'galleryImage',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      imageKey: attribute('imageKey', 'image-key'),
      alt: attribute('alt', 'alt'),
      width: attribute('width', 'width'),
      height: attribute('height', 'height'),
    };
  },

  parseHTML() {
    return [{ tag: `${RICH_IMAGE_TAG}[image-key]` }];
  },

  renderHTML({ HTMLAttributes }) {
    return [RICH_IMAGE_TAG, HTMLAttributes];
  },

  addNodeView() {
    return ({ HTMLAttributes }) => {
      const dom = document.createElement(RICH_IMAGE_TAG);
      const source = consoleImageSource();
      for (const [name, value] of Object.entries(HTMLAttributes)) dom.setAttribute(name, String(value));
      dom.setAttribute('domain', source.domain);
      dom.setAttribute('path', source.path);
      return { dom };
    };
  },

  addCommands() {
    return {
      insertGalleryImage:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});
