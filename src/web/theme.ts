import type { ThemeConfig } from 'antd';

/** One place for the look: a calm blue on a light grey page, white header and cards. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2952cc',
    colorLink: '#2952cc',
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerPadding: '0 24px',
      headerHeight: 64,
      bodyBg: '#f5f7fb',
      footerBg: '#f5f7fb',
    },
  },
};
