import type { BookContent, ChapterContent, Paragraph } from './content-types';
import { body } from './text-tools';

/**
 * Front matter, general chapters and appendices. Their prose is ours; the general chapters
 * deliberately use numbered headings ("1. Đại cương", "3.1. ...") and mention doses, sections
 * and drug names, so nothing but the region titles tells them apart from monographs.
 */

export const NOT_FOR_CLINICAL_USE = 'Tài liệu mẫu tổng hợp — không dùng cho lâm sàng';

export function writeCover(): BookContent['cover'] {
  return {
    title: 'DƯỢC THƯ QUỐC GIA VIỆT NAM',
    lines: ['BẢN MẪU TỔNG HỢP', NOT_FOR_CLINICAL_USE, 'Dùng để kiểm thử phần mềm tra cứu thuốc'],
  };
}

export function writeTitlePage(): BookContent['titlePage'] {
  return {
    lines: [
      'DƯỢC THƯ QUỐC GIA VIỆT NAM',
      'Bản mẫu tổng hợp do chương trình tự sinh',
      'Nội dung chuyên môn là văn bản mẫu, không phải Dược thư thật',
      NOT_FOR_CLINICAL_USE,
    ],
  };
}

export function writePreface(): BookContent['preface'] {
  return {
    title: 'LỜI NÓI ĐẦU',
    paragraphs: [
      'Cuốn sách này là một bản mẫu tổng hợp, được sinh tự động để kiểm thử phần mềm tra cứu thuốc. Bố cục của sách mô phỏng Dược thư Quốc gia Việt Nam: trang bìa, lời nói đầu, mục lục, các chuyên luận chung, các chuyên luận thuốc và các phụ lục, với đầu trang, số trang và cách trình bày hai cột như sách thật.',
      'Mọi câu chữ trong các chuyên luận là văn bản mẫu do chương trình ghép lại từ các mẫu câu và bảng dữ kiện. Tên thuốc là tên thật để việc tra cứu có ý nghĩa, nhưng liều lượng, chỉ định, tương tác và các số liệu khác chỉ nhằm tạo ra văn bản có hình thức hợp lý. Không được dùng tài liệu này để kê đơn, pha chế, cấp phát hay tư vấn cho người bệnh.',
      'Sách cố ý lặp lại những khó khăn mà một chương trình đọc sách thật gặp phải: tiêu đề mục nằm ở cuối cột, câu bị ngắt giữa hai cột hoặc hai trang, đầu trang ghi tên một thuốc khác với thuốc đang trình bày, bảng có tiêu đề gộp ô hoặc kéo dài sang trang sau, công thức phân số hai tầng và danh sách tương tác rất dài.',
      'Mỗi bản sách được sinh kèm một tệp đáp án ghi lại vị trí của từng tiêu đề, từng mục, từng bảng và từng tình huống khó nói trên, để các bước trích xuất, phân đoạn và truy xuất được kiểm tra một cách độc lập.',
    ],
  };
}

function chapter(
  title: string,
  headerName: string,
  parts: Array<[string, string[]]>,
): ChapterContent {
  const items: ChapterContent['items'] = [];
  for (const [heading, paragraphs] of parts) {
    items.push({ kind: 'heading', text: heading });
    for (const p of paragraphs) items.push({ kind: 'paragraph', paragraph: body(p) as Paragraph });
  }
  return { title, headerName, items };
}

export function writeGeneralChapters(): ChapterContent[] {
  return [
    chapter('ĐIỀU CHỈNH LIỀU THUỐC Ở NGƯỜI SUY THẬN', 'Điều chỉnh liều ở người suy thận', [
      [
        '1. Đại cương',
        [
          'Thận là đường thải trừ chính của nhiều thuốc và chất chuyển hóa của chúng. Khi chức năng thận giảm, các thuốc này tích lũy trong cơ thể, nồng độ trong huyết tương tăng và tác dụng không mong muốn xuất hiện nhiều hơn, nhất là với các thuốc có khoảng điều trị hẹp như aminoglycosid, vancomycin, digoxin hoặc lithi.',
          'Suy thận còn làm thay đổi sự gắn thuốc với protein huyết tương, thể tích phân bố và cả chuyển hóa ở gan của một số thuốc. Vì vậy, việc điều chỉnh liều không chỉ dựa vào một con số mà phải kết hợp giữa đặc điểm dược động học của thuốc, mức độ suy thận và tình trạng lâm sàng của từng người bệnh.',
          'Người cao tuổi, người suy tim, người bệnh nặng nằm hồi sức và trẻ sơ sinh là những đối tượng thường có chức năng thận giảm mà không biểu hiện rõ qua creatinin huyết thanh. Ở các đối tượng này, cần chủ động ước tính chức năng thận trước khi kê đơn.',
        ],
      ],
      [
        '2. Đánh giá chức năng thận',
        [
          'Trong thực hành, chức năng thận thường được đánh giá qua độ thanh thải creatinin ước tính từ creatinin huyết thanh, tuổi, cân nặng và giới tính của người bệnh. Công thức Cockcroft-Gault vẫn được dùng rộng rãi để chỉnh liều vì phần lớn khuyến cáo về liều trong các chuyên luận được xây dựng dựa trên công thức này.',
          'Mức lọc cầu thận ước tính theo các phương trình dựa trên creatinin chuẩn hóa theo diện tích cơ thể phù hợp hơn để phân loại bệnh thận mạn. Khi dùng giá trị này để chỉnh liều, cần chuyển về đơn vị ml/phút theo diện tích cơ thể thực của người bệnh, đặc biệt ở người rất gầy hoặc béo phì.',
          'Creatinin huyết thanh chưa ổn định trong suy thận cấp, vì vậy mọi công thức ước tính đều có thể sai lệch lớn. Trong tình huống này, nên dựa vào lượng nước tiểu, diễn biến lâm sàng và nếu có thể, định lượng nồng độ thuốc trong máu.',
        ],
      ],
      [
        '3. Nguyên tắc điều chỉnh liều',
        [
          'Liều nạp ban đầu thường không cần giảm, vì liều nạp phụ thuộc vào thể tích phân bố chứ không phụ thuộc vào độ thanh thải. Việc điều chỉnh chủ yếu áp dụng cho liều duy trì, theo một trong hai cách dưới đây hoặc kết hợp cả hai.',
        ],
      ],
      [
        '3.1. Giảm liều mỗi lần',
        [
          'Giữ nguyên khoảng cách giữa các liều và giảm lượng thuốc mỗi lần theo tỷ lệ giữa độ thanh thải của người bệnh và độ thanh thải bình thường. Cách này giữ nồng độ thuốc trong máu tương đối ổn định, phù hợp với các thuốc cần duy trì nồng độ liên tục trên ngưỡng tác dụng.',
        ],
      ],
      [
        '3.2. Kéo dài khoảng cách giữa các liều',
        [
          'Giữ nguyên liều mỗi lần và kéo dài khoảng cách giữa các lần dùng. Cách này tạo ra nồng độ đỉnh cao và nồng độ đáy thấp, phù hợp với các kháng sinh có tác dụng phụ thuộc nồng độ như aminoglycosid, đồng thời giúp giảm độc tính trên thận và thính giác.',
          'Với người bệnh thẩm tách máu, liều thường được dùng sau mỗi lần thẩm tách, vì quá trình thẩm tách có thể loại bỏ một phần đáng kể các thuốc tan trong nước, ít gắn protein và có thể tích phân bố nhỏ.',
        ],
      ],
      [
        '4. Theo dõi nồng độ thuốc',
        [
          'Với các thuốc có khoảng điều trị hẹp, định lượng nồng độ thuốc trong máu là cách đáng tin cậy nhất để chỉnh liều ở người suy thận. Thời điểm lấy mẫu phải đúng với hướng dẫn của từng thuốc, thường là ngay trước liều tiếp theo để xác định nồng độ đáy.',
          'Kết quả định lượng cần được diễn giải cùng với thời điểm dùng thuốc, đường dùng, các thuốc dùng kèm và diễn biến chức năng thận. Một giá trị đơn lẻ không thay thế được đánh giá lâm sàng toàn diện.',
        ],
      ],
    ]),
    chapter(
      'SỬ DỤNG THUỐC TRONG THỜI KỲ MANG THAI VÀ CHO CON BÚ',
      'Thuốc trong thời kỳ mang thai và cho con bú',
      [
        [
          '1. Nguyên tắc chung',
          [
            'Chỉ dùng thuốc cho người mang thai khi lợi ích mong đợi cho người mẹ lớn hơn nguy cơ có thể xảy ra cho thai. Ưu tiên các thuốc đã được dùng rộng rãi trong thai kỳ, dùng liều thấp nhất có hiệu quả và trong thời gian ngắn nhất.',
            'Ba tháng đầu thai kỳ là giai đoạn hình thành các cơ quan, thai dễ bị tổn thương nhất bởi các thuốc gây dị tật. Ở các giai đoạn sau, thuốc có thể ảnh hưởng đến sự phát triển và chức năng của các cơ quan đã hình thành, hoặc gây tác dụng không mong muốn cho trẻ sơ sinh nếu dùng gần lúc sinh.',
          ],
        ],
        [
          '2. Thời kỳ cho con bú',
          [
            'Phần lớn thuốc vào sữa mẹ với lượng nhỏ và ít gây hại cho trẻ. Nguy cơ tăng lên khi trẻ sinh non, khi thuốc có nửa đời thải trừ dài hoặc khi người mẹ dùng liều cao kéo dài.',
            'Khi cần dùng thuốc, có thể giảm lượng thuốc trẻ nhận được bằng cách cho bú ngay trước khi người mẹ dùng thuốc và chọn thuốc có nửa đời ngắn. Cần hướng dẫn người mẹ theo dõi các biểu hiện bất thường ở trẻ như bú kém, buồn ngủ nhiều hoặc tiêu chảy.',
          ],
        ],
      ],
    ),
  ];
}

export function writeAppendices(): ChapterContent[] {
  const abbreviations: Array<[string, string]> = [
    ['ADR', 'Phản ứng có hại của thuốc, tác dụng không mong muốn.'],
    ['AUC', 'Diện tích dưới đường cong nồng độ thuốc theo thời gian.'],
    ['Clcr', 'Độ thanh thải creatinin.'],
    ['CYP', 'Cytochrom P450.'],
    ['đvqt', 'Đơn vị quốc tế.'],
    ['INR', 'Tỷ số chuẩn hóa quốc tế của thời gian prothrombin.'],
    ['MIC', 'Nồng độ ức chế tối thiểu.'],
    ['NRTI', 'Thuốc ức chế enzym phiên mã ngược loại nucleosid.'],
    ['Tmax', 'Thời gian đạt nồng độ tối đa trong huyết tương.'],
  ];
  return [
    {
      title: 'PHỤ LỤC 1. CÁC CHỮ VIẾT TẮT',
      headerName: 'Các chữ viết tắt',
      items: [
        {
          kind: 'paragraph',
          paragraph: body(
            'Các chữ viết tắt dưới đây được dùng thống nhất trong các chuyên luận của sách.',
          ),
        },
        ...abbreviations.map(([abbr, meaning]) => ({
          kind: 'paragraph' as const,
          paragraph: {
            role: 'body' as const,
            runs: [
              { text: `${abbr}:`, style: 'bold' as const },
              { text: meaning, style: 'regular' as const },
            ],
          },
        })),
      ],
    },
    chapter('PHỤ LỤC 2. PHA LOÃNG THUỐC TIÊM TRUYỀN', 'Pha loãng thuốc tiêm truyền', [
      [
        '1. Dung môi',
        [
          'Natri clorid 0,9% và glucose 5% là hai dung môi thông dụng nhất. Một số thuốc chỉ ổn định trong một loại dung môi; trước khi pha phải kiểm tra hướng dẫn của nhà sản xuất và mục tương kỵ trong chuyên luận của thuốc.',
          'Không pha thêm thuốc vào máu, chế phẩm máu, dung dịch acid amin hoặc nhũ dịch lipid, trừ khi có bằng chứng về tính tương hợp.',
        ],
      ],
      [
        '2. Nồng độ và tốc độ truyền',
        [
          'Nồng độ sau pha và tốc độ truyền ảnh hưởng đến cả hiệu quả và độ an toàn. Một số thuốc gây viêm tĩnh mạch khi truyền đậm đặc; một số khác gây hạ huyết áp hoặc phản ứng giống dị ứng khi truyền nhanh.',
          'Dung dịch sau pha cần được ghi rõ tên thuốc, nồng độ, thời điểm pha và hạn dùng. Loại bỏ dung dịch có tủa, đổi màu hoặc quá thời hạn bảo quản.',
        ],
      ],
    ]),
  ];
}
