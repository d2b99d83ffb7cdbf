import type { ThemeConfig } from 'antd';

/** The app header's height (antd's Layout.Header): what sticky bars, toasts and scrolled-to records keep clear of. */
export const HEADER_HEIGHT = 64;

/** One place for the look: a calm blue on a light grey page, white header and cards. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2952cc',
    colorLink: '#2952cc',
    // antd's hover shade of the primary is lighter (#4e75d9): white text on it is 4.3:1. A darker one keeps a
    // primary button's text at 7:1 or more at rest, hovered and pressed.
    colorPrimaryHover: '#1f44b3',
    // The borders of inputs, selects and checkboxes (antd: #d9d9d9, 1.4:1) are all that shows where an empty
    // field or an unticked box is: #8c8c8c is 3.4:1 on white and 3.1:1 on the page's grey (WCAG 1.4.11).
    colorBorder: '#8c8c8c',
    borderRadius: 8,
    // antd's secondary text (colorTextDescription, 0.45 black) is 3.3:1 on the page's grey and 3.4:1 on
    // white; 0.6 black is 5.6:1 and 5.7:1, within WCAG AA's 4.5:1. The tertiary grey is the same text.
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // Placeholders (antd: 0.25 black, 1.8:1) are the only hint of what an empty select is for: #6e6e6e is
    // 5.1:1 on white and still lighter than the text typed.
    colorTextPlaceholder: '#6e6e6e',
    // Status colours dark enough for text: antd's defaults put success tags at 2.2:1, danger buttons at
    // 3.3:1 and processing tags at 3.7:1. These are 5.4–5.6:1 on white and on their own light tints.
    colorSuccess: '#237804',
    colorError: '#cf1322',
    colorWarning: '#ad4e00',
    colorInfo: '#2952cc',
    // antd derives the tints behind status tags from the seeds; darker seeds would darken them too
    // (2.7:1), so the tints stay antd's own.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // Preset colours draw a tag's text in shade 7 on shade 1 (gold 2.8:1, green 3.4:1) and a coloured
    // button's in shade 6 (green 2.3:1, red 4.1:1 on white). Only those shades are darkened, in these
    // components, so tints and other uses keep antd's palette: 5.4:1 or more everywhere.
    Tag: { gold7: '#874d00', green7: '#237804' },
    Button: { green5: '#237804', green6: '#237804', red5: '#a8071a', red6: '#cf1322' },
    Layout: {
      headerBg: '#ffffff',
      headerPadding: '0 24px',
      headerHeight: HEADER_HEIGHT,
      bodyBg: '#f5f7fb',
      footerBg: '#f5f7fb',
      footerPadding: '20px 24px',
    },
    // Tokens in place of CSS overrides of antd's classes; each component below is used once.
    // The removed-duplicates list: white like the cards around it (antd: the light grey fill).
    Collapse: { headerBg: '#ffffff' },
    // The results tabs sit 12 px above their list (antd: 16 px).
    Tabs: { horizontalMargin: '0 0 12px 0' },
  },
};
