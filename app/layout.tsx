import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: 'Dược thư — tra cứu có trích dẫn',
  description: 'Câu trả lời về thuốc trích dẫn từ Dược thư Quốc gia Việt Nam, kèm trang sách.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body className="min-h-screen bg-stone-50 text-stone-900 antialiased">{children}</body>
    </html>
  );
}
