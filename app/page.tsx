export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-2xl font-semibold">Dược thư — tra cứu có trích dẫn</h1>
      <p className="mt-4 text-stone-700">
        Ứng dụng đang được xây dựng: giao diện hỏi đáp chưa sẵn sàng. Hiện chỉ có sách mẫu tổng hợp
        (không dùng cho lâm sàng) và công cụ nhập liệu.
      </p>
    </main>
  );
}
