/**
 * Demo blog content (Vietnamese) for the seed: categories and posts.
 * Plain data only — no imports. `content` is trusted, hand-written HTML using a
 * small whitelist of tags (p, h2, h3, ul, ol, li, strong, em, a, img, blockquote, table).
 * Internal product links assume /products/1 = LT-150, /products/2 = LT-300,
 * /products/3 = LS-200, /products/4 = LS-250.
 */

interface SeedBlogCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
}

interface SeedBlogPost {
  id: number;
  title: string;
  slug: string;
  summary: string;
  /** HTML */
  content: string;
  coverImage: string;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  isPublished: boolean;
  /** ISO date-time with +07:00 offset, or null for drafts. */
  publishedAt: string | null;
  categoryIds: number[];
}

export const seedBlogCategories: SeedBlogCategory[] = [
  {
    id: 1,
    name: "Khởi nghiệp",
    slug: "khoi-nghiep",
    description: "Kinh nghiệm lên kế hoạch, dự trù vốn và mở quán trà sữa, cà phê cho người mới bắt đầu kinh doanh.",
  },
  {
    id: 2,
    name: "Vận hành",
    slug: "van-hanh",
    description: "Quy trình làm việc hằng ngày, chọn thiết bị và bảo dưỡng máy pha để quán luôn chạy ổn định.",
  },
  {
    id: 3,
    name: "Marketing",
    slug: "marketing",
    description: "Ý tưởng quảng bá, thu hút và giữ chân khách hàng dành cho quán cà phê, trà sữa quy mô nhỏ.",
  },
  {
    id: 4,
    name: "Công thức pha chế",
    slug: "cong-thuc-pha-che",
    description: "Công thức đồ uống dễ làm, dễ chuẩn hóa với máy pha tự động, giúp quán mở rộng thực đơn.",
  },
];

const post1Content = `
<p>Trà sữa vẫn là mô hình được nhiều người chọn khi khởi nghiệp kinh doanh đồ uống: sản phẩm dễ hiểu, khách hàng đa dạng và không đòi hỏi mặt bằng quá lớn. Tuy vậy, khởi nghiệp quán trà sữa với số vốn nhỏ không có nghĩa là có thể làm theo cảm hứng. Khi ngân sách hạn chế, mỗi quyết định về mặt bằng, thiết bị hay thực đơn đều ảnh hưởng trực tiếp đến việc quán có trụ vững qua sáu tháng đầu hay không.</p>
<p>Bài viết này tổng hợp một lộ trình thực tế dành cho những người lần đầu khởi nghiệp trong ngành đồ uống, hoặc đã bán online một thời gian và muốn mở điểm bán cố định. Các con số trong bài là ước tính tham khảo; bạn nên điều chỉnh theo giá thuê và giá nguyên liệu tại khu vực của mình.</p>

<h2>1. Xác định mô hình trước khi tính tiền</h2>
<p>Sai lầm phổ biến nhất khi khởi nghiệp là đi xem mặt bằng và mua thiết bị trước, rồi mới nghĩ quán sẽ bán cho ai. Với người khởi nghiệp vốn nhỏ, hãy trả lời ba câu hỏi sau trước tiên:</p>
<ul>
<li><strong>Khách hàng chính là ai?</strong> Học sinh, sinh viên, nhân viên văn phòng hay cư dân trong khu phố? Mỗi nhóm có mức giá chấp nhận được và khung giờ mua hàng khác nhau.</li>
<li><strong>Bán mang đi hay có chỗ ngồi?</strong> Ki-ốt mang đi tiết kiệm tiền thuê và nội thất, còn quán có chỗ ngồi cần đầu tư nhiều hơn nhưng giữ chân khách lâu hơn.</li>
<li><strong>Thực đơn gọn hay đa dạng?</strong> Khi mới khởi nghiệp, nên bắt đầu với 10–15 món chủ lực thay vì 40 món. Thực đơn gọn giúp giảm tồn kho, giảm hao hụt và dễ đào tạo nhân viên.</li>
</ul>

<h3>Ba mô hình khởi nghiệp phù hợp với vốn nhỏ</h3>
<p><strong>Ki-ốt mang đi (6–10 m²):</strong> phù hợp với khu vực gần trường học, chợ hoặc tòa văn phòng. Chi phí thấp nhất, vận hành được với 1–2 người, nhưng phụ thuộc nhiều vào vị trí và đơn giao qua ứng dụng.</p>
<p><strong>Quán nhỏ có vài bàn (15–30 m²):</strong> cân bằng giữa chi phí và trải nghiệm. Khách có thể ngồi lại, chụp ảnh và giới thiệu quán cho bạn bè — một kênh quảng bá miễn phí rất đáng giá.</p>
<p><strong>Bán online kết hợp bếp nhỏ:</strong> chỉ cần một không gian pha chế sạch sẽ, bán qua ứng dụng giao đồ ăn và mạng xã hội. Đây là cách khởi nghiệp ít rủi ro để thử thị trường trước khi mở điểm bán lớn hơn.</p>

<h2>2. Dự trù vốn khởi nghiệp quán trà sữa</h2>
<p>Khi lập kế hoạch khởi nghiệp, hãy chia vốn thành hai phần: vốn đầu tư ban đầu và vốn dự phòng cho vận hành. Không ít quán phải đóng cửa không phải vì bán kém, mà vì hết tiền trước khi lượng khách kịp ổn định. Dưới đây là bảng ước tính tham khảo cho một quán nhỏ khoảng 20 m² trong khu dân cư:</p>
<img src="/images/blog/bang-chi-phi.svg" alt="Biểu đồ phân bổ chi phí khởi nghiệp quán trà sữa vốn nhỏ theo từng hạng mục" />
<table>
<thead>
<tr><th>Hạng mục</th><th>Chi phí ước tính</th><th>Ghi chú</th></tr>
</thead>
<tbody>
<tr><td>Đặt cọc và tiền thuê tháng đầu</td><td>15.000.000đ – 30.000.000đ</td><td>Thường cọc 2–3 tháng, tùy khu vực</td></tr>
<tr><td>Sửa chữa, quầy bar, biển hiệu</td><td>20.000.000đ – 40.000.000đ</td><td>Ưu tiên quầy bar chắc chắn, dễ vệ sinh</td></tr>
<tr><td>Máy pha trà tự động</td><td>17.200.000đ – 32.800.000đ</td><td>Giá niêm yết LT-150 đến LT-300, xem ưu đãi tại trang sản phẩm</td></tr>
<tr><td>Tủ mát, máy dập nắp, dụng cụ nhỏ</td><td>15.000.000đ – 25.000.000đ</td><td>Có thể mua một phần đồ đã qua sử dụng</td></tr>
<tr><td>Nguyên liệu nhập lần đầu</td><td>8.000.000đ – 12.000.000đ</td><td>Trà, sữa, đường, topping, ly, ống hút</td></tr>
<tr><td>Quảng bá khai trương</td><td>3.000.000đ – 7.000.000đ</td><td>In ấn, quảng cáo mạng xã hội, khuyến mãi</td></tr>
<tr><td>Vốn dự phòng 3 tháng</td><td>30.000.000đ – 50.000.000đ</td><td>Tiền thuê, lương, điện nước khi chưa có lãi</td></tr>
</tbody>
</table>
<p>Điều quan trọng nhất trong bảng trên là dòng cuối cùng. Hãy giữ riêng khoản dự phòng ở một tài khoản khác và không dùng nó để mua thêm thiết bị hay trang trí, dù bạn thấy "chỉ thêm một chút nữa là quán đẹp hơn".</p>

<h3>Những khoản chi người khởi nghiệp dễ bỏ quên</h3>
<ul>
<li>Chi phí đăng ký hộ kinh doanh và các thủ tục về an toàn thực phẩm.</li>
<li>Phí chiết khấu khi bán qua ứng dụng giao đồ ăn.</li>
<li>Hao hụt nguyên liệu trong giai đoạn nhân viên còn đang làm quen công thức.</li>
<li>Chi phí bảo trì, thay linh kiện nhỏ và vật tư vệ sinh máy.</li>
<li>Ly, nắp, ống hút, túi đựng — những thứ rẻ từng chiếc nhưng cộng lại mỗi tháng không hề nhỏ.</li>
</ul>

<h2>3. Chọn mặt bằng: đừng chỉ nhìn giá thuê</h2>
<p>Mặt bằng rẻ nhưng vắng người sẽ khiến bạn tốn nhiều tiền quảng cáo hơn số tiền tiết kiệm được. Khi đi xem mặt bằng, hãy đứng quan sát vào nhiều khung giờ: sáng sớm, buổi trưa, chiều tan học và buổi tối. Đếm xem có bao nhiêu người đi qua, họ thuộc nhóm khách nào và quán đối thủ gần nhất cách bao xa.</p>
<p>Khi khởi nghiệp với vốn nhỏ, những yếu tố sau quan trọng hơn diện tích: mặt tiền dễ nhìn thấy, có chỗ dừng xe máy, nguồn điện đủ tải và nguồn nước ổn định. Hãy kiểm tra kỹ hệ thống điện, vì máy pha, tủ mát và máy dập nắp chạy cùng lúc cần đường dây và thiết bị bảo vệ phù hợp. Nếu hợp đồng thuê cho phép, hãy thương lượng thời gian miễn tiền thuê trong giai đoạn sửa chữa.</p>

<h2>4. Thiết bị: đầu tư đúng chỗ để tiết kiệm lâu dài</h2>
<p>Ở giai đoạn khởi nghiệp, nhiều người chọn nấu trà thủ công bằng nồi để tiết kiệm. Cách này rẻ lúc đầu, nhưng khó giữ hương vị ổn định giữa các mẻ, tốn thời gian đứng bếp và phụ thuộc vào tay nghề của từng nhân viên. Khi quán bắt đầu đông khách, sự thiếu ổn định này chính là lý do khách phàn nàn "hôm nay trà khác hôm qua".</p>
<p>Máy pha trà tự động giúp cố định nhiệt độ, thời gian ủ và lượng nước cho mỗi mẻ. Nhân viên mới chỉ cần chọn công thức đã lưu sẵn thay vì phải canh bếp. Với quán nhỏ, <a href="/products/1">máy pha trà LT-150</a> là lựa chọn gọn gàng để bắt đầu, đặt vừa quầy bar dưới 3 m². Nếu bạn dự kiến bán số lượng lớn hoặc muốn lưu nhiều công thức, <a href="/products/2">máy pha trà LT-300</a> có bộ nhớ tối đa 9 công thức, thuận tiện khi mở rộng thực đơn về sau.</p>

<h3>Danh sách thiết bị tối thiểu</h3>
<ol>
<li>Máy pha trà hoặc hệ thống ủ trà.</li>
<li>Tủ mát hoặc tủ đông để bảo quản sữa, topping.</li>
<li>Máy dập nắp ly.</li>
<li>Nồi nấu trân châu và bình giữ nhiệt.</li>
<li>Cân điện tử, ca đong, bình lắc và dụng cụ pha chế.</li>
<li>Máy tính tiền hoặc phần mềm bán hàng trên điện thoại.</li>
</ol>
<p>Nếu muốn bán thêm cà phê để có khách từ sáng sớm, bạn có thể cân nhắc <a href="/products/3">máy pha cà phê LS-200</a>. Tuy nhiên, trong năm đầu khởi nghiệp, hãy làm tốt nhóm món trà sữa trước rồi mới mở rộng.</p>

<h2>5. Xây dựng thực đơn và tính giá vốn</h2>
<p>Giá vốn mỗi ly quyết định quán có lãi hay không, và đây cũng là phần nhiều người khởi nghiệp hay tính thiếu nhất. Hãy tính chi tiết từng thành phần: trà, sữa, đường, topping, ly, nắp, ống hút, túi đựng. Sau đó cộng thêm phần chi phí cố định được phân bổ như tiền thuê, điện nước và lương nhân viên.</p>
<p>Ví dụ, nếu một ly trà sữa trân châu cỡ vừa có chi phí nguyên liệu và bao bì khoảng 10.000đ và bạn bán với giá 28.000đ, tỷ lệ giá vốn nguyên liệu vào khoảng 36%. Con số này chưa bao gồm tiền thuê và lương, vì vậy đừng nhầm phần chênh lệch 18.000đ là lợi nhuận. Hãy tự tính lại với giá nhập thực tế của quán mình.</p>
<blockquote>Mẹo nhỏ cho người khởi nghiệp: chọn 3–4 món chủ lực có giá vốn tốt, đặt chúng ở vị trí nổi bật nhất trên menu và luyện cho nhân viên gợi ý những món này, thay vì cố bán thật nhiều món.</blockquote>
<p>Khi xây dựng thực đơn, hãy tận dụng nguyên liệu chung. Cùng một loại trà nền có thể dùng cho trà sữa, trà trái cây và trà kem cheese, giúp bạn nhập ít loại nguyên liệu hơn mà vẫn có thực đơn phong phú.</p>

<h2>6. Kế hoạch 90 ngày đầu tiên</h2>
<p>Ba tháng đầu là giai đoạn quan trọng nhất của hành trình khởi nghiệp. Đây là lúc bạn học được nhiều nhất về khách hàng của mình, vì vậy hãy coi nó như một giai đoạn thử nghiệm có kế hoạch:</p>
<ul>
<li><strong>Tháng thứ nhất:</strong> chạy thử thực đơn, ghi lại món bán chạy và món ít người gọi, chủ động hỏi ý kiến khách về độ ngọt và vị trà.</li>
<li><strong>Tháng thứ hai:</strong> loại bớt món bán chậm, chuẩn hóa công thức, sắp xếp ca làm việc theo giờ cao điểm thực tế.</li>
<li><strong>Tháng thứ ba:</strong> triển khai chương trình khách hàng thân thiết, đẩy mạnh bán qua ứng dụng giao đồ ăn và đánh giá lại dòng tiền.</li>
</ul>
<p>Hãy ghi chép doanh thu và chi phí mỗi ngày ngay từ ngày đầu khởi nghiệp, dù chỉ bằng một bảng tính đơn giản. Sau 90 ngày, bạn sẽ có dữ liệu thật để quyết định nên giữ nguyên, điều chỉnh hay mở rộng, thay vì dựa vào cảm giác.</p>

<h3>Những sai lầm thường gặp khi khởi nghiệp vốn nhỏ</h3>
<ul>
<li>Dồn gần hết vốn vào trang trí, không còn tiền dự phòng.</li>
<li>Định giá thấp để cạnh tranh, đến khi tính đủ chi phí mới thấy không có lãi.</li>
<li>Không ghi công thức thành văn bản, mỗi nhân viên pha một kiểu.</li>
<li>Bỏ qua việc vệ sinh và bảo dưỡng thiết bị, để máy hỏng đúng mùa cao điểm.</li>
</ul>

<h2>Kết luận</h2>
<p>Khởi nghiệp quán trà sữa vốn nhỏ hoàn toàn khả thi nếu bạn bắt đầu từ một mô hình rõ ràng, dự trù vốn thận trọng và đầu tư vào những thứ giúp chất lượng đồ uống ổn định. Hãy nhớ rằng khách quay lại vì ly trà ngon như nhau mỗi lần, chứ không chỉ vì quán đẹp. Nếu bạn cần tư vấn chọn máy pha phù hợp với quy mô và ngân sách khởi nghiệp của bạn, hãy <a href="/contact">liên hệ với chúng tôi</a> để được hỗ trợ.</p>
`.trim();

const post2Content = `
<p>Máy pha cà phê là thiết bị đắt giá nhất trên quầy bar và cũng là thiết bị làm việc vất vả nhất mỗi ngày. Chọn máy quá nhỏ, quán sẽ nghẽn đơn vào giờ cao điểm; chọn máy quá lớn, bạn chôn vốn vào công suất không dùng đến. Bài viết này giúp chủ quán tự đánh giá nhu cầu, hiểu những thông số quan trọng và so sánh hai dòng máy pha cà phê tự động LS-200 và LS-250 một cách khách quan.</p>

<h2>Bắt đầu từ nhu cầu của quán, không phải từ lời quảng cáo</h2>
<p>Trước khi xem bất kỳ mẫu máy pha cà phê nào, hãy ghi lại ba con số sau:</p>
<ol>
<li><strong>Số ly trung bình mỗi ngày.</strong> Nếu quán chưa mở, hãy ước tính dựa trên lượng người qua lại ở khu vực và tình hình của các quán tương tự gần đó.</li>
<li><strong>Số ly trong giờ cao điểm.</strong> Với quán cà phê gần văn phòng, đơn hàng thường dồn vào buổi sáng trước giờ làm và sau giờ nghỉ trưa. Máy phải theo kịp khung giờ này, chứ không chỉ đủ cho tổng số ly cả ngày.</li>
<li><strong>Tỷ trọng đồ uống từ cà phê trong thực đơn.</strong> Quán chuyên cà phê cần máy mạnh hơn nhiều so với quán trà sữa chỉ bán kèm vài món.</li>
</ol>
<p>Ví dụ, một quán bán 200 ly mỗi ngày nhưng khoảng 80 ly dồn vào hai tiếng buổi sáng sẽ cần máy chiết xuất được ít nhất 40 ly mỗi giờ, cộng thêm một khoảng dư để nhân viên không phải chạy đua với máy. Ngược lại, quán bán rải rác cả ngày có thể dùng máy có công suất vừa phải mà vẫn phục vụ tốt.</p>

<h3>Phin truyền thống, espresso hay cả hai?</h3>
<p>Khách Việt vẫn chuộng cà phê sữa đá, bạc xỉu với vị đậm và hậu vị đắng rõ. Nhiều quán hiện nay dùng máy pha tự động để chiết xuất cốt cà phê đậm đặc, sau đó pha thành các món quen thuộc, đồng thời vẫn làm được americano, latte hay cappuccino cho nhóm khách trẻ. Nếu thực đơn của bạn có cả hai phong cách, hãy ưu tiên máy cho phép điều chỉnh lượng bột và lượng nước để tạo ra ly cốt hợp khẩu vị khách quen của quán.</p>
<p>Bạn cũng nên nghĩ trước về loại hạt cà phê sẽ dùng. Robusta cho vị đậm, nhiều caffeine và hợp với các món pha sữa; Arabica thơm, chua nhẹ và hợp với espresso, americano. Phần lớn quán chọn một tỷ lệ phối trộn riêng, và máy cần đủ ổn định để giữ được hương vị đó qua từng ly.</p>

<h2>Những thông số kỹ thuật cần hiểu đúng</h2>
<p>Bảng thông số của máy pha cà phê thường có rất nhiều con số. Dưới đây là những chỉ số ảnh hưởng trực tiếp đến việc kinh doanh hằng ngày.</p>

<h3>Công suất chiết xuất (ly mỗi giờ)</h3>
<p>Đây là số ly máy có thể pha liên tục trong một giờ, quyết định tốc độ phục vụ lúc đông khách. Khi so sánh, hãy đối chiếu con số này với số ly trong giờ cao điểm bạn đã ước tính ở phần trên, không phải với tổng số ly cả ngày.</p>

<h3>Số ly khuyến nghị mỗi ngày</h3>
<p>Khác với công suất tối đa, số ly khuyến nghị mỗi ngày cho biết mức sử dụng mà máy được thiết kế để vận hành bền bỉ trong thời gian dài. Thường xuyên chạy máy vượt mức này sẽ khiến linh kiện hao mòn nhanh hơn và làm tăng chi phí bảo trì. Một nguyên tắc đơn giản: chọn máy có mức khuyến nghị cao hơn lượng bán hiện tại để còn chỗ cho quán tăng trưởng.</p>

<h3>Áp suất bơm</h3>
<p>Áp suất quyết định khả năng đẩy nước nóng qua lớp bột cà phê đã nén chặt để lấy được dầu, hương thơm và lớp crema. Espresso thường được chiết xuất ở mức khoảng 9 bar; bơm có dải 10–15 bar cho máy thêm dư địa để giữ áp suất ổn định khi pha liên tục nhiều ly.</p>

<h3>Dung tích phễu chứa hạt</h3>
<p>Phễu lớn giúp nhân viên ít phải nạp hạt hơn trong ca, nhưng hạt cà phê nằm lâu trong phễu sẽ mất dần hương thơm. Cách làm tốt là nạp lượng hạt vừa đủ theo từng khung giờ và đậy kín phần hạt còn lại trong túi có van một chiều.</p>

<h3>Vệ sinh và bảo dưỡng</h3>
<p>Một chiếc máy khó tháo lắp, khó vệ sinh sẽ sớm bị "bỏ qua" trong những ngày bận rộn. Hãy hỏi kỹ người bán về quy trình vệ sinh hằng ngày, thời gian cần thiết và những bộ phận nào nhân viên có thể tự làm sạch.</p>

<h2>So sánh LS-200 và LS-250</h2>
<p>Cả hai đều là máy pha cà phê tự động dành cho quán kinh doanh, giúp chuẩn hóa hương vị và giảm phụ thuộc vào tay nghề barista. Khác biệt chính nằm ở quy mô phục vụ mà mỗi máy hướng tới, vì vậy không có máy nào "tốt hơn" một cách tuyệt đối — chỉ có máy phù hợp hơn với quán của bạn.</p>
<img src="/images/blog/quay-bar-mau.svg" alt="Sơ đồ quầy bar mẫu với máy pha tự động đặt cạnh khu pha chế và tủ mát" />
<p><a href="/products/4">Máy pha cà phê LS-250</a> được thiết kế cho quán đông khách: công suất chiết xuất 50 ly mỗi giờ, số ly khuyến nghị 250 ly mỗi ngày, phễu chứa hạt 500 g (đủ cho khoảng 20 ly) và bơm áp suất 10–15 bar.</p>
<p><a href="/products/3">Máy pha cà phê LS-200</a> là máy espresso tự động hướng đến quán mang đi, quán nhỏ và vừa, nơi lượng đơn ổn định nhưng không quá dồn dập. Máy tự động xay, nén và chiết xuất, giúp quán nâng cấp chất lượng đồ uống mà không cần barista chuyên nghiệp. Đây là lựa chọn hợp lý khi bạn muốn hương vị ổn định mà chưa cần đến công suất của dòng lớn hơn.</p>
<p>Về chi phí, tại thời điểm viết bài, giá niêm yết của LS-200 là 19.300.000đ và của LS-250 là 23.800.000đ. Giá hiện hành, chương trình ưu đãi và thông số chi tiết của từng máy được cập nhật trên trang sản phẩm để bạn đối chiếu với nhu cầu thực tế.</p>
<table>
<thead>
<tr><th>Tình huống của quán</th><th>Gợi ý</th><th>Lý do</th></tr>
</thead>
<tbody>
<tr><td>Quán trà sữa bán kèm vài món cà phê</td><td>LS-200</td><td>Lượng ly thấp, ưu tiên gọn và dễ vận hành</td></tr>
<tr><td>Quán nhỏ, khách rải đều trong ngày</td><td>LS-200</td><td>Không cần công suất cao cho giờ cao điểm</td></tr>
<tr><td>Quán gần văn phòng, đơn dồn vào buổi sáng</td><td>LS-250</td><td>50 ly/giờ giúp giảm thời gian khách chờ</td></tr>
<tr><td>Quán dự kiến bán gần 250 ly/ngày</td><td>LS-250</td><td>Vẫn nằm trong mức sử dụng khuyến nghị của máy</td></tr>
<tr><td>Quán đang tăng trưởng, sắp mở rộng chỗ ngồi</td><td>LS-250</td><td>Còn dư công suất cho giai đoạn tiếp theo</td></tr>
</tbody>
</table>

<h3>Khi nào nên chọn LS-200</h3>
<ul>
<li>Quán mới mở, chưa chắc chắn về lượng khách và muốn kiểm soát vốn đầu tư.</li>
<li>Quán mang đi hoặc quán cóc muốn chuyển sang espresso nhưng chưa có barista chuyên nghiệp.</li>
<li>Đồ uống từ cà phê chỉ chiếm một phần nhỏ trong thực đơn.</li>
<li>Quầy bar hẹp và bạn muốn dành chỗ cho các thiết bị khác.</li>
</ul>

<h3>Khi nào nên chọn LS-250</h3>
<ul>
<li>Quán có giờ cao điểm rõ rệt và khách không muốn chờ lâu.</li>
<li>Cà phê là nhóm món chủ lực, chiếm phần lớn doanh thu.</li>
<li>Bạn đã có dữ liệu bán hàng cho thấy lượng ly đang tăng đều.</li>
</ul>

<h2>Tính nhanh: máy có đủ cho quán của bạn?</h2>
<p>Lấy LS-250 làm ví dụ. Với 50 ly mỗi giờ, trong một khung cao điểm kéo dài hai tiếng, máy có thể phục vụ khoảng 100 ly, với điều kiện nhân viên chuẩn bị ly, đá và sữa kịp nhịp. Phễu 500 g cho khoảng 20 ly, nghĩa là nếu quán bán 250 ly cà phê mỗi ngày thì nhân viên sẽ cần nạp hạt khoảng 12–13 lần. Hãy phân công rõ người phụ trách nạp hạt trong từng ca và chia sẵn hạt thành các túi nhỏ đúng 500 g để thao tác nhanh.</p>
<p>Nếu phép tính cho thấy quán chỉ dùng chưa tới một nửa công suất này, đó là dấu hiệu bạn nên cân nhắc dòng máy nhỏ hơn và dùng phần vốn tiết kiệm được cho nguyên liệu, quảng bá hoặc quỹ dự phòng.</p>

<h2>Những chi phí không nằm trên bảng giá</h2>
<ul>
<li><strong>Điện năng:</strong> máy pha cà phê chạy gần như cả ngày, hãy tính chi phí điện vào giá vốn mỗi ly.</li>
<li><strong>Hệ thống lọc nước:</strong> nước cứng gây đóng cặn, làm giảm tuổi thọ máy và ảnh hưởng đến vị đồ uống.</li>
<li><strong>Vật tư vệ sinh:</strong> dung dịch vệ sinh chuyên dụng, khăn, bàn chải cho các bộ phận tiếp xúc với bột cà phê và sữa.</li>
<li><strong>Bảo dưỡng định kỳ:</strong> thay gioăng, lưới lọc và kiểm tra máy theo lịch của nhà sản xuất.</li>
<li><strong>Đào tạo nhân viên:</strong> thời gian hướng dẫn nhân viên mới sử dụng và vệ sinh máy đúng cách.</li>
</ul>

<h2>Checklist trước khi quyết định mua</h2>
<ol>
<li>Đã ước tính số ly mỗi ngày và số ly trong giờ cao điểm.</li>
<li>Đã đo kích thước quầy bar và kiểm tra nguồn điện, nguồn nước tại vị trí đặt máy.</li>
<li>Đã hỏi rõ chính sách bảo hành, thời gian phản hồi khi máy gặp sự cố và khả năng cung cấp linh kiện thay thế.</li>
<li>Đã xem máy hoạt động thực tế hoặc được hướng dẫn chạy thử.</li>
<li>Đã tính tổng chi phí sở hữu, bao gồm cả các chi phí vận hành kể trên.</li>
</ol>

<h2>Kết luận</h2>
<p>Chọn máy pha cà phê tự động cho quán là bài toán cân bằng giữa nhu cầu hiện tại, kế hoạch tăng trưởng và ngân sách. LS-200 phù hợp với quán nhỏ và vừa cần sự ổn định, gọn gàng; LS-250 dành cho quán đông khách, cần công suất 50 ly mỗi giờ và mức sử dụng khuyến nghị 250 ly mỗi ngày. Nếu bạn vẫn phân vân, hãy <a href="/contact">liên hệ với chúng tôi</a> và chia sẻ số liệu bán hàng của quán để được tư vấn cụ thể.</p>
`.trim();

const post3Content = `
<p>Một quán trà, cà phê chạy trơn tru không phải nhờ may mắn mà nhờ những việc nhỏ được lặp lại đúng cách mỗi ngày. Khi quy trình vận hành rõ ràng, nhân viên mới dễ bắt nhịp, đồ uống giữ được hương vị ổn định và máy móc bền hơn. Bài viết này gợi ý một checklist vận hành và vệ sinh theo từng thời điểm trong ngày, để bạn in ra và dán ngay tại quầy bar.</p>

<h2>Trước giờ mở cửa: chuẩn bị 30–45 phút</h2>
<p>Phần lớn sự cố vận hành trong giờ cao điểm bắt nguồn từ khâu chuẩn bị buổi sáng. Hãy giao cho một người phụ trách vận hành ca sáng và đánh dấu từng mục khi hoàn thành:</p>
<ol>
<li>Kiểm tra nguồn điện, nguồn nước và bộ lọc nước trước khi bật thiết bị.</li>
<li>Bật máy pha trà, máy pha cà phê và chờ máy đạt nhiệt độ làm việc.</li>
<li>Xả nước nóng qua đường ống và đầu pha để loại bỏ nước tồn đọng qua đêm.</li>
<li>Kiểm tra tủ mát: nhiệt độ, hạn sử dụng của sữa, kem và topping.</li>
<li>Nấu trân châu, chuẩn bị đá, cắt trái cây theo định lượng dự kiến trong ngày.</li>
<li>Pha thử một ly mỗi loại trà nền và cà phê để kiểm tra hương vị.</li>
</ol>

<h3>Lưu ý về điện khi dùng máy pha trà công suất lớn</h3>
<p>Các thiết bị gia nhiệt chiếm phần lớn điện năng khi quán vận hành. Ví dụ, <a href="/products/2">máy pha trà LT-300</a> dùng điện 220 V với công suất 3000 W, vì vậy nên được cấp điện từ ổ cắm và cầu dao riêng, có dây dẫn đủ tiết diện, không cắm chung ổ chia với tủ mát hay máy dập nắp. Việc này giúp máy vận hành ổn định, tránh nhảy cầu dao giữa giờ đông khách và bảo vệ thiết bị lâu dài. Nếu không chắc chắn về hệ thống điện, hãy nhờ thợ điện kiểm tra trước khi lắp đặt.</p>

<h2>Trong giờ bán: giữ nhịp và giữ chuẩn</h2>
<p>Khi quán đông, mục tiêu là pha nhanh mà không đánh đổi chất lượng. Một vài nguyên tắc vận hành giúp bạn làm được điều đó:</p>
<ul>
<li><strong>Dùng công thức đã lưu sẵn.</strong> LT-300 có bộ nhớ tối đa 9 công thức, đủ để lưu các loại trà nền chính như hồng trà, trà xanh, trà lài, ô long. Nhân viên chỉ cần chọn đúng công thức thay vì tự canh nhiệt độ và thời gian ủ.</li>
<li><strong>Ghi giờ pha trên bình trà.</strong> Trà nền để lâu sẽ chát và mất hương, hãy quy định rõ thời gian sử dụng tối đa cho mỗi mẻ.</li>
<li><strong>Lau ngay khi đổ.</strong> Sữa và siro dính trên quầy rất nhanh khô, thu hút côn trùng và khó làm sạch về sau.</li>
<li><strong>Theo dõi nguyên liệu.</strong> Khi một loại nguyên liệu còn khoảng 20%, báo ngay cho người phụ trách để chuẩn bị thêm.</li>
</ul>
<img src="/images/blog/quay-bar-mau.svg" alt="Sơ đồ bố trí quầy bar mẫu chia khu pha trà, pha cà phê, khu đá và khu giao đồ uống" />
<p>Cách bố trí quầy bar cũng ảnh hưởng lớn đến tốc độ phục vụ và hiệu quả vận hành. Hãy sắp xếp theo dòng chảy công việc: nhận đơn, pha trà hoặc cà phê, thêm topping, đóng nắp và giao cho khách, để nhân viên không phải đi lại chéo nhau.</p>

<h2>Sau giờ đóng cửa: vệ sinh cuối ngày</h2>
<p>Vệ sinh cuối ngày là phần dễ bị làm qua loa nhất trong quy trình vận hành, nhưng lại quyết định tuổi thọ máy và an toàn thực phẩm. Hãy dành ít nhất 30–45 phút cho các việc sau:</p>
<ol>
<li>Xả hết trà và cà phê tồn trong máy, súc rửa bình chứa và đường ống theo hướng dẫn của nhà sản xuất.</li>
<li>Tháo và rửa các bộ phận tiếp xúc trực tiếp với trà, bột cà phê và sữa; để khô tự nhiên.</li>
<li>Đổ bã, rửa khay hứng nước và khay chứa bã.</li>
<li>Lau mặt ngoài máy bằng khăn mềm, tránh để nước lọt vào khu vực bảng điều khiển.</li>
<li>Sắp xếp lại tủ mát theo nguyên tắc vào trước, ra trước; bỏ nguyên liệu đã quá thời hạn sử dụng.</li>
<li>Tắt thiết bị không cần chạy qua đêm và kiểm tra lại cầu dao trước khi ra về.</li>
</ol>

<h3>Lịch vệ sinh và bảo dưỡng định kỳ</h3>
<p>Ngoài các việc hằng ngày, hãy lập lịch định kỳ để máy luôn vận hành ở trạng thái tốt nhất:</p>
<table>
<thead>
<tr><th>Tần suất</th><th>Công việc</th><th>Người phụ trách</th></tr>
</thead>
<tbody>
<tr><td>Hằng ngày</td><td>Súc rửa máy pha, rửa khay, lau quầy, kiểm tra tủ mát</td><td>Nhân viên đóng ca</td></tr>
<tr><td>Hằng tuần</td><td>Vệ sinh sâu các bộ phận tháo rời, kiểm tra gioăng và lưới lọc</td><td>Trưởng ca</td></tr>
<tr><td>Hằng tháng</td><td>Tẩy cặn theo khuyến nghị, kiểm tra lõi lọc nước, rà soát dây điện</td><td>Chủ quán hoặc quản lý</td></tr>
<tr><td>Theo lịch nhà sản xuất</td><td>Bảo dưỡng kỹ thuật, thay linh kiện hao mòn</td><td>Kỹ thuật viên</td></tr>
</tbody>
</table>

<h2>Biến checklist vận hành thành thói quen của cả đội</h2>
<p>Checklist chỉ có giá trị khi được thực hiện đều đặn. Một số cách giúp quy trình vận hành đi vào nếp:</p>
<ul>
<li>In checklist và dán tại quầy, có cột ký tên và giờ hoàn thành cho từng ca.</li>
<li>Đào tạo nhân viên mới bằng cách làm cùng ít nhất ba ca trước khi để họ tự vận hành quầy.</li>
<li>Chụp ảnh quầy bar sau khi vệ sinh và gửi vào nhóm chat của quán để quản lý kiểm tra từ xa.</li>
<li>Xem lại checklist mỗi tháng, bổ sung những việc mới phát sinh và bỏ những mục không còn cần thiết.</li>
</ul>
<blockquote>Một chiếc máy được vệ sinh đúng cách mỗi ngày thường ít gặp sự cố hơn hẳn so với máy chỉ được chăm sóc khi đã có vấn đề.</blockquote>

<h2>Kết luận</h2>
<p>Vận hành quán trà, cà phê hiệu quả là sự kết hợp giữa thiết bị phù hợp và thói quen làm việc kỷ luật. Hãy bắt đầu từ checklist vận hành đơn giản ở trên, điều chỉnh theo thực đơn và quy mô của quán mình. Nếu bạn cần hướng dẫn chi tiết về cách sử dụng, vệ sinh hoặc bảo dưỡng máy pha trà, máy pha cà phê, hãy <a href="/contact">liên hệ với chúng tôi</a> để được hỗ trợ kỹ thuật.</p>
`.trim();

const post4Content = `
<p>Mở một quán cafe mới, bạn không chỉ cạnh tranh về đồ uống mà còn cạnh tranh về sự chú ý. Khách hàng có rất nhiều lựa chọn quanh mình, vì vậy quán cần một lý do để được thử lần đầu và một lý do khác để được quay lại. Tin tốt là marketing cho quán nhỏ không nhất thiết phải tốn kém. Dưới đây là những ý tưởng thực tế, dễ triển khai, phù hợp với ngân sách của quán mới mở.</p>

<h2>Chuẩn bị trước ngày khai trương</h2>
<p>Nhiều chủ quán chỉ bắt đầu nghĩ đến marketing khi quán đã mở cửa. Thực ra, hai đến bốn tuần trước khai trương là khoảng thời gian quý giá để tạo sự tò mò.</p>

<h3>Có mặt trên bản đồ và mạng xã hội</h3>
<ul>
<li><strong>Tạo địa điểm trên Google Maps</strong> với tên quán, địa chỉ, giờ mở cửa, số điện thoại và ảnh thật của quán. Nhiều khách tìm quán gần mình qua bản đồ, vì vậy thông tin cần chính xác.</li>
<li><strong>Lập trang Facebook, Instagram hoặc TikTok</strong> và đăng đều đặn hành trình chuẩn bị: sửa mặt bằng, chạy thử món, đào tạo nhân viên. Những nội dung "hậu trường" này thường gần gũi và dễ tạo thiện cảm.</li>
<li><strong>Đăng ký bán trên ứng dụng giao đồ ăn</strong> sớm để kịp hoàn thiện thực đơn, hình ảnh món và giá bán.</li>
</ul>

<h3>Xác định điểm khác biệt</h3>
<p>Trước khi làm bất kỳ hoạt động marketing nào, hãy trả lời câu hỏi: "Vì sao khách nên chọn quán mình?". Đó có thể là một món đặc trưng, không gian yên tĩnh để làm việc, giá hợp lý cho sinh viên hay tốc độ phục vụ nhanh cho dân văn phòng. Một thông điệp rõ ràng sẽ giúp mọi nội dung marketing sau này nhất quán hơn.</p>

<h2>Ý tưởng marketing trong tuần khai trương</h2>
<p>Tuần khai trương là cơ hội để có nhóm khách đầu tiên. Mục tiêu lúc này không phải là lợi nhuận, mà là để càng nhiều người trong khu vực biết và thử đồ uống của quán.</p>
<ol>
<li><strong>Mời dùng thử ly nhỏ:</strong> đặt một bàn mời dùng thử trước cửa vào giờ đông người qua lại. Khách được nếm thử sẽ dễ quyết định mua ly đầy đủ hơn.</li>
<li><strong>Ưu đãi có điều kiện:</strong> thay vì giảm giá tràn lan, hãy tặng topping hoặc nâng size khi khách theo dõi trang của quán hoặc check-in. Cách này vừa thu hút khách vừa tăng người theo dõi.</li>
<li><strong>Gửi thư mời đến hàng xóm:</strong> phát phiếu ưu đãi cho các văn phòng, cửa hàng và khu nhà trọ quanh quán. Đây là nhóm khách có khả năng quay lại cao nhất.</li>
<li><strong>Combo khai trương:</strong> kết hợp một món chủ lực với bánh hoặc món ăn vặt để tăng giá trị đơn hàng.</li>
<li><strong>Chụp ảnh món thật chỉn chu:</strong> dành một buổi chụp ảnh đồ uống dưới ánh sáng tự nhiên. Bộ ảnh này dùng được cho menu, ứng dụng giao đồ ăn và trang mạng xã hội trong nhiều tháng sau đó.</li>
</ol>
<img src="/images/blog/marketing-quan-cafe.svg" alt="Minh họa các hoạt động marketing quán cafe mới: khai trương, mạng xã hội và thẻ tích điểm" />

<h2>Giữ chân khách sau khai trương</h2>
<p>Thu hút khách lần đầu đã khó, khiến họ quay lại còn quan trọng hơn. Marketing hiệu quả nhất cho quán nhỏ thường đến từ chính những khách quen hài lòng.</p>

<h3>Chương trình khách hàng thân thiết</h3>
<p>Thẻ tích điểm giấy hoặc tích điểm qua số điện thoại là công cụ marketing đơn giản mà hiệu quả: mua 9 ly tặng 1 ly, hoặc tích điểm đổi quà. Hãy giữ luật chơi thật dễ hiểu để nhân viên giải thích được trong vài giây.</p>

<h3>Chất lượng ổn định là nền tảng</h3>
<p>Không chương trình marketing nào cứu được một ly đồ uống lúc ngon lúc dở. Khi dùng máy pha tự động như <a href="/products/2">máy pha trà LT-300</a> hay <a href="/products/4">máy pha cà phê LS-250</a>, quán có thể lưu công thức và giữ hương vị đồng đều giữa các ca, để khách luôn nhận được đúng ly nước họ đã thích ở lần trước.</p>

<h3>Nội dung mạng xã hội đều đặn</h3>
<p>Mạng xã hội là kênh marketing gần như miễn phí nhưng đòi hỏi sự kiên trì. Một vài chủ đề dễ làm:</p>
<ul>
<li>Video ngắn quay quá trình pha chế một món đặc trưng.</li>
<li>Giới thiệu món mới theo mùa, ví dụ trà trái cây cho mùa hè.</li>
<li>Chia sẻ lại ảnh và đánh giá của khách (sau khi xin phép).</li>
<li>Câu chuyện về nhân viên, nguồn nguyên liệu hoặc những ngày đầu mở quán.</li>
</ul>

<h3>Hợp tác với cộng đồng xung quanh</h3>
<p>Liên kết với các văn phòng gần đó để nhận đặt đồ uống cho buổi họp, hoặc phối hợp với các cửa hàng lân cận để giới thiệu khách cho nhau. Những hợp tác nhỏ như vậy là cách marketing địa phương thường mang lại khách ổn định hơn quảng cáo trả phí.</p>

<h2>Đo lường để biết cách nào hiệu quả</h2>
<p>Marketing không đo lường thì rất khó cải thiện. Bạn không cần công cụ phức tạp, chỉ cần ghi chép đều đặn:</p>
<table>
<thead>
<tr><th>Hoạt động</th><th>Chỉ số nên theo dõi</th><th>Cách ghi nhận</th></tr>
</thead>
<tbody>
<tr><td>Phát phiếu ưu đãi</td><td>Số phiếu được sử dụng</td><td>Thu lại phiếu tại quầy</td></tr>
<tr><td>Đăng bài mạng xã hội</td><td>Lượt tương tác, tin nhắn hỏi quán</td><td>Thống kê có sẵn của nền tảng</td></tr>
<tr><td>Thẻ tích điểm</td><td>Số khách quay lại trong tháng</td><td>Sổ hoặc phần mềm bán hàng</td></tr>
<tr><td>Ứng dụng giao đồ ăn</td><td>Số đơn, điểm đánh giá</td><td>Trang quản lý của ứng dụng</td></tr>
</tbody>
</table>
<p>Sau mỗi tháng, hãy giữ lại những hoạt động marketing mang về nhiều khách nhất và mạnh dạn dừng những việc tốn công mà không có kết quả. Đừng thay đổi quá nhiều thứ cùng lúc: mỗi lần chỉ nên thử một ý tưởng mới để biết chính xác điều gì tạo ra khác biệt.</p>

<h2>Kết luận</h2>
<p>Marketing cho quán cafe mới là sự kết hợp giữa chuẩn bị sớm, tạo ấn tượng trong tuần khai trương và kiên trì chăm sóc khách quen. Hãy bắt đầu với vài ý tưởng phù hợp nhất với quán của bạn, đo lường kết quả và điều chỉnh dần. Nếu bạn đang chuẩn bị mở quán và cần tư vấn về thiết bị pha chế, hãy <a href="/contact">liên hệ với chúng tôi</a>.</p>
`.trim();

const post5Content = `
<p>Trà trái cây là nhóm món bán tốt quanh năm, đặc biệt vào mùa nóng. Điểm mấu chốt để làm ngon là trà nền phải ổn định: quá chát sẽ lấn vị trái cây, quá nhạt thì ly trà mất hồn. Dưới đây là ba công thức cơ bản, dễ chuẩn hóa khi dùng máy pha trà tự động.</p>

<h2>Chuẩn bị trà nền với máy pha trà</h2>
<p>Máy pha trà tự động giữ nhiệt độ và thời gian ủ giống nhau ở mọi mẻ. Với <a href="/products/2">máy pha trà LT-300</a>, bạn có thể lưu tối đa 9 công thức, ví dụ một công thức cho hồng trà và một công thức cho trà lài, để nhân viên chỉ cần chọn đúng chương trình. Nếu quán nhỏ, <a href="/products/1">máy pha trà LT-150</a> cũng đáp ứng tốt nhu cầu này.</p>
<ul>
<li><strong>Hồng trà:</strong> khoảng 20 g trà cho 1 lít nước ở 90–95°C, ủ 8–10 phút.</li>
<li><strong>Trà lài:</strong> khoảng 15 g trà cho 1 lít nước ở 80–85°C, ủ 6–8 phút.</li>
</ul>
<p>Đây là định lượng tham khảo, hãy điều chỉnh theo loại trà bạn đang dùng và khẩu vị khách của quán.</p>
<img src="/images/blog/cong-thuc-tra-trai-cay.svg" alt="Ly trà trái cây với đào, cam và chanh dây pha từ trà nền máy pha tự động" />

<h2>Ba công thức trà trái cây cho ly 500 ml</h2>

<h3>Trà đào cam sả</h3>
<ol>
<li>Cho 30 ml siro đào, 20 ml nước cam tươi và 1 nhánh sả đập dập vào bình lắc.</li>
<li>Thêm 150 ml hồng trà và đá, lắc đều khoảng 10 giây.</li>
<li>Rót ra ly, thêm 3 miếng đào ngâm và 1 lát cam.</li>
</ol>

<h3>Trà vải hoa lài</h3>
<ol>
<li>Cho 30 ml siro vải và 150 ml trà lài vào bình lắc.</li>
<li>Thêm đá, lắc đều rồi rót ra ly.</li>
<li>Trang trí bằng 3–4 quả vải ngâm.</li>
</ol>

<h3>Trà chanh dây</h3>
<ol>
<li>Cho 25 ml siro đường, 1 quả chanh dây và 150 ml trà lài vào bình lắc.</li>
<li>Thêm đá, lắc mạnh để trà tạo lớp bọt nhẹ.</li>
<li>Rót ra ly, có thể thêm hạt chia hoặc thạch để tăng độ hấp dẫn.</li>
</ol>

<h2>Mẹo để công thức luôn ổn định</h2>
<ul>
<li>Dùng ca đong và cân điện tử, không đong bằng mắt.</li>
<li>Ghi công thức thành bảng và dán tại quầy pha chế.</li>
<li>Không dùng trà nền đã để quá lâu, vì trà sẽ chát và mất hương.</li>
</ul>
<p>Nếu bạn muốn được hướng dẫn cài đặt công thức trên máy pha trà, hãy <a href="/contact">liên hệ với chúng tôi</a>.</p>
`.trim();

/** A draft still being written: short, no SEO title, one image without alt — so the SEO panel has work to show. */
const post6Content = `
<p>Quán cà phê mang đi là mô hình nhiều người chọn khi mới khởi nghiệp vì vốn ban đầu thấp và không cần mặt bằng lớn. Bài này ghi lại những việc cần chuẩn bị trước ngày mở bán.</p>
<h2>Chọn vị trí và giờ bán</h2>
<p>Khách của quán mang đi thường là người đi làm buổi sáng và sinh viên. Hãy đứng ở vị trí dự định vào khung 6 giờ 30 đến 8 giờ 30 trong vài ngày, đếm số người đi qua và xem họ có dừng xe được không.</p>
<img src="/images/blog/chon-may-pha-ca-phe.svg">
<p>Thực đơn nên gọn: ba đến năm món cà phê và một hai món trà là đủ cho tháng đầu. Máy pha cà phê tự động như LS-200 giúp một người đứng quầy vẫn ra ly đều tay vào giờ cao điểm.</p>
<p>(Còn viết tiếp: chi phí dự kiến, giấy phép kinh doanh, cách làm biển hiệu và kênh bán online.)</p>
`.trim();

export const seedBlogPosts: SeedBlogPost[] = [
  {
    id: 1,
    title: "Khởi nghiệp quán trà sữa vốn nhỏ: lộ trình thực tế cho người mới",
    slug: "khoi-nghiep-quan-tra-sua-von-nho",
    summary:
      "Lộ trình từng bước để khởi nghiệp quán trà sữa với số vốn khiêm tốn: chọn mô hình, dự trù chi phí, chọn thiết bị và kiểm soát dòng tiền trong 90 ngày đầu.",
    content: post1Content,
    coverImage: "/images/blog/khoi-nghiep-quan-tra-sua.svg",
    tags: ["khởi nghiệp", "trà sữa", "quán trà sữa", "vốn nhỏ"],
    metaTitle: "Khởi nghiệp quán trà sữa vốn nhỏ: lộ trình cho người mới",
    metaDescription:
      "Hướng dẫn khởi nghiệp quán trà sữa vốn nhỏ: chọn mô hình, dự trù chi phí, chọn mặt bằng, thiết bị, tính giá vốn và kế hoạch 90 ngày đầu cho người mới bắt đầu.",
    isPublished: true,
    publishedAt: "2026-08-12T08:00:00+07:00",
    categoryIds: [1],
  },
  {
    id: 2,
    title: "Cách chọn máy pha cà phê tự động cho quán: so sánh LS-200 và LS-250",
    slug: "chon-may-pha-ca-phe-tu-dong-cho-quan",
    summary:
      "Những thông số cần hiểu khi chọn máy pha cà phê tự động cho quán và cách so sánh khách quan hai dòng LS-200, LS-250 theo lượng khách thực tế.",
    content: post2Content,
    coverImage: "/images/blog/chon-may-pha-ca-phe.svg",
    tags: ["cà phê", "máy pha cà phê", "chọn máy", "quán cà phê"],
    metaTitle: "Chọn máy pha cà phê tự động cho quán: LS-200 hay LS-250?",
    metaDescription:
      "Cách chọn máy pha cà phê tự động cho quán: công suất ly mỗi giờ, áp suất bơm, phễu hạt, chi phí vận hành và so sánh khách quan hai dòng máy LS-200, LS-250.",
    isPublished: true,
    publishedAt: "2026-09-03T08:00:00+07:00",
    categoryIds: [2],
  },
  {
    id: 3,
    title: "Checklist vận hành và vệ sinh quán trà, cà phê mỗi ngày",
    slug: "checklist-van-hanh-ve-sinh-quan-tra-ca-phe",
    summary:
      "Checklist vận hành và vệ sinh theo từng thời điểm trong ngày giúp quán trà, cà phê giữ chất lượng đồ uống ổn định và kéo dài tuổi thọ máy pha.",
    content: post3Content,
    coverImage: "/images/blog/van-hanh-quan-cafe.svg",
    tags: ["vận hành", "vệ sinh máy pha", "quản lý quán", "quy trình"],
    metaTitle: "Checklist vận hành và vệ sinh quán trà, cà phê hằng ngày",
    metaDescription:
      "Checklist vận hành quán trà, cà phê: chuẩn bị trước giờ mở cửa, giữ chuẩn trong giờ cao điểm, vệ sinh máy pha cuối ngày và lịch bảo dưỡng thiết bị định kỳ.",
    isPublished: true,
    publishedAt: "2026-09-24T08:00:00+07:00",
    categoryIds: [2],
  },
  {
    id: 4,
    title: "Ý tưởng marketing cho quán cafe mới: thu hút và giữ chân khách",
    slug: "y-tuong-marketing-quan-cafe-moi",
    summary:
      "Những ý tưởng marketing chi phí thấp giúp quán cafe mới mở có nhóm khách đầu tiên, giữ chân khách quen và biết hoạt động nào thực sự hiệu quả.",
    content: post4Content,
    coverImage: "/images/blog/marketing-quan-cafe.svg",
    tags: ["marketing", "quán cafe", "khai trương", "mạng xã hội"],
    metaTitle: "Ý tưởng marketing quán cafe mới: thu hút và giữ chân khách",
    metaDescription:
      "Ý tưởng marketing cho quán cafe mới mở: chuẩn bị trước khai trương, ưu đãi tuần đầu, thẻ tích điểm, nội dung mạng xã hội và cách đo lường hiệu quả thực tế.",
    isPublished: true,
    publishedAt: "2026-10-15T08:00:00+07:00",
    categoryIds: [3, 1],
  },
  {
    id: 5,
    title: "Công thức trà trái cây với máy pha trà tự động cho quán",
    slug: "cong-thuc-tra-trai-cay-may-pha-tra-tu-dong",
    summary:
      "Ba công thức trà trái cây dễ chuẩn hóa cho ly 500 ml, cùng cách chuẩn bị trà nền ổn định bằng máy pha trà tự động.",
    content: post5Content,
    coverImage: "/images/blog/cong-thuc-tra-trai-cay.svg",
    tags: ["công thức", "trà trái cây", "máy pha trà", "pha chế"],
    metaTitle: "Công thức trà trái cây với máy pha trà tự động cho quán",
    metaDescription:
      "Công thức trà đào cam sả, trà vải hoa lài, trà chanh dây cho ly 500 ml và cách chuẩn bị trà nền ổn định bằng máy pha trà tự động tại quầy bar của quán bạn.",
    isPublished: false,
    publishedAt: null,
    categoryIds: [4],
  },
  {
    id: 6,
    title: "Mở quán cà phê mang đi: cần chuẩn bị những gì?",
    slug: "mo-quan-ca-phe-mang-di-can-chuan-bi-gi",
    summary: "Ghi chú ban đầu về vị trí, giờ bán và thực đơn cho người sắp mở quán cà phê mang đi.",
    content: post6Content,
    coverImage: "/images/blog/chon-may-pha-ca-phe.svg",
    tags: ["quán cà phê mang đi", "khởi nghiệp"],
    metaTitle: "",
    metaDescription: "Những việc cần chuẩn bị trước khi mở quán cà phê mang đi.",
    isPublished: false,
    publishedAt: null,
    categoryIds: [1],
  },
];
