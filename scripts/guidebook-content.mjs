// Text of the guidebook "12 ý tưởng marketing cho quán cà phê, trà sữa" (rendered by generate-guidebook.mjs).

export const guidebook = {
  title: "12 ý tưởng marketing cho quán cà phê, trà sữa",
  subtitle: "Cẩm nang thực hành dành cho chủ quán nhỏ và người sắp mở quán",
  intro: [
    "Một quán cà phê hay trà sữa nhỏ hiếm khi có ngân sách quảng cáo lớn. Điều quán có là sự gần gũi với khách, khả năng thay đổi nhanh và hiểu rõ khu phố của mình. Cẩm nang này gom 12 ý tưởng marketing đã được nhiều chủ quán áp dụng, sắp xếp từ việc nền tảng đến những hoạt động giúp quán lớn dần theo thời gian.",
    "Mỗi ý tưởng gồm ba phần: vì sao nên làm, cách làm từng bước và một mẹo nhỏ để tránh lãng phí. Bạn không cần làm cả 12 việc cùng lúc. Hãy chọn hai hoặc ba ý tưởng phù hợp nhất, làm đều đặn trong một tháng, đo kết quả rồi mới thêm ý tưởng tiếp theo.",
  ],
  ideas: [
    {
      title: "Có mặt chính xác trên Google Maps",
      why: "Rất nhiều khách tìm quán bằng cách gõ \"trà sữa gần đây\" hoặc \"cà phê gần tôi\". Quán không có trên bản đồ, hoặc có nhưng sai giờ mở cửa, là bỏ lỡ những khách đã sẵn sàng mua.",
      how: [
        "Tạo hoặc xác minh địa điểm với đúng tên quán, địa chỉ, số điện thoại và giờ mở cửa.",
        "Đăng ít nhất 10 ảnh thật: mặt tiền, quầy bar, chỗ ngồi, thực đơn và các món bán chạy.",
        "Trả lời mọi đánh giá, kể cả đánh giá chưa tốt, một cách lịch sự và cụ thể.",
      ],
      tip: "Cập nhật giờ mở cửa ngày lễ trước vài ngày để khách không đến khi quán đóng cửa.",
    },
    {
      title: "Xây dựng một món đặc trưng",
      why: "Khách khó nhớ một quán bán 40 món, nhưng dễ nhớ \"quán có trà đào cam sả ngon nhất khu\". Một món đặc trưng cho khách lý do để ghé và để giới thiệu với bạn bè.",
      how: [
        "Chọn một món có giá vốn tốt và có thể pha ổn định ở mọi ca làm việc.",
        "Đặt món ở vị trí nổi bật nhất trên thực đơn, biển hiệu và ứng dụng giao đồ ăn.",
        "Luyện cho nhân viên gợi ý món này với khách lần đầu đến quán.",
      ],
      tip: "Lưu công thức món đặc trưng vào máy pha tự động để hương vị không phụ thuộc người đứng quầy.",
    },
    {
      title: "Mời dùng thử ly nhỏ vào giờ đông người",
      why: "Nếm thử là cách thuyết phục nhanh nhất. Một ngụm trà sữa ngon thuyết phục hơn mọi tấm băng rôn.",
      how: [
        "Chuẩn bị ly nhỏ 50–100 ml với món đặc trưng hoặc món mới.",
        "Đặt bàn mời dùng thử trước cửa vào giờ tan học, tan làm trong 3–5 ngày liên tiếp.",
        "Kèm một phiếu ưu đãi có hạn dùng trong tuần để khách quay lại mua ly đầy đủ.",
      ],
      tip: "Đếm số phiếu được dùng lại để biết buổi mời thử nào hiệu quả nhất.",
    },
    {
      title: "Thẻ tích điểm đơn giản",
      why: "Giữ một khách quen rẻ hơn nhiều so với tìm một khách mới. Thẻ tích điểm biến lần mua thứ hai, thứ ba thành thói quen.",
      how: [
        "Chọn luật dễ hiểu: mua 9 ly tặng 1 ly, hoặc tích điểm theo số điện thoại.",
        "Nhân viên chủ động hỏi và đưa thẻ cho khách ngay từ lần mua đầu tiên.",
        "Nhắn tin chúc mừng sinh nhật kèm ưu đãi nhỏ cho khách đã để lại số điện thoại.",
      ],
      tip: "Luật chơi phải giải thích được trong 10 giây; nếu phải đọc điều kiện, khách sẽ bỏ qua.",
    },
    {
      title: "Video ngắn quay quá trình pha chế",
      why: "Video ngắn trên TikTok, Facebook Reels hay YouTube Shorts có thể tiếp cận khách trong khu vực mà không tốn tiền quảng cáo. Quá trình pha chế đẹp mắt là nội dung dễ làm nhất.",
      how: [
        "Quay bằng điện thoại dưới ánh sáng tự nhiên, mỗi video 15–30 giây.",
        "Mỗi tuần đăng 3 video: một món đặc trưng, một món mới, một khoảnh khắc hậu trường.",
        "Ghi rõ tên quán, khu vực và gắn vị trí để người xem gần quán dễ tìm đến.",
      ],
      tip: "Đăng đều quan trọng hơn đăng đẹp; lập lịch quay cố định vào giờ vắng khách.",
    },
    {
      title: "Bán tốt trên ứng dụng giao đồ ăn",
      why: "Nhiều khách dân văn phòng và sinh viên đặt đồ uống qua ứng dụng. Một gian hàng chỉn chu giúp quán có đơn ngay cả khi khách chưa từng đi ngang qua.",
      how: [
        "Dùng ảnh thật, rõ nét cho từng món; viết mô tả ngắn về vị và size.",
        "Tạo combo hai ly hoặc ly kèm bánh để tăng giá trị đơn hàng.",
        "Theo dõi điểm đánh giá mỗi tuần và xử lý ngay các phản hồi về đóng gói, đá tan.",
      ],
      tip: "Tính phí chiết khấu của ứng dụng vào giá bán để không bán lỗ khi đơn tăng.",
    },
    {
      title: "Thực đơn theo mùa",
      why: "Món mới cho khách quen lý do để quay lại và cho quán nội dung để đăng. Thực đơn theo mùa tạo cảm giác quán luôn có điều mới mẻ.",
      how: [
        "Mỗi mùa ra mắt 2–3 món mới: trà trái cây mùa hè, đồ uống nóng mùa đông.",
        "Tận dụng trà nền và nguyên liệu sẵn có để không tăng tồn kho.",
        "Đặt thời hạn bán rõ ràng để khách muốn thử trước khi món dừng bán.",
      ],
      tip: "Món mới bán tốt nhất có thể được giữ lại trong thực đơn chính.",
    },
    {
      title: "Hợp tác với văn phòng và trường học lân cận",
      why: "Các văn phòng, trung tâm tiếng Anh hay phòng tập gần quán là nhóm khách ổn định. Một hợp đồng đặt đồ uống cho buổi họp có giá trị bằng hàng chục khách lẻ.",
      how: [
        "Lập danh sách 20 văn phòng, cửa hàng trong bán kính 1 km.",
        "Gửi thực đơn kèm ưu đãi đặt theo nhóm và giao tận nơi miễn phí từ 10 ly.",
        "Gọi lại sau một tuần để hỏi ý kiến và chốt lịch đặt định kỳ.",
      ],
      tip: "Một người đầu mối trong văn phòng thích quán sẽ giới thiệu quán cho cả tầng.",
    },
    {
      title: "Góc check-in và bao bì dễ nhận diện",
      why: "Mỗi tấm ảnh khách đăng lên mạng xã hội là một lần quảng cáo miễn phí. Một góc chụp ảnh đẹp và chiếc ly có logo rõ ràng giúp quán được nhắc đến nhiều hơn.",
      how: [
        "Dành một góc có ánh sáng tốt với bảng tên quán hoặc bức tường trang trí.",
        "In logo và tên trang mạng xã hội lên ly, túi đựng và tem dán.",
        "Tặng topping cho khách đăng ảnh và gắn thẻ quán.",
      ],
      tip: "Không cần trang trí đắt tiền: một câu chữ thú vị trên tường cũng đủ để khách muốn chụp.",
    },
    {
      title: "Mini game và sự kiện nhỏ hằng tháng",
      why: "Sự kiện tạo lý do để khách đến vào một ngày cụ thể và để quán có nội dung trên mạng xã hội.",
      how: [
        "Tổ chức mỗi tháng một hoạt động: ngày đồng giá, bốc thăm trúng thưởng, thử thách đoán vị trà.",
        "Thông báo trước một tuần trên trang của quán và tại quầy.",
        "Chụp ảnh, quay video trong sự kiện để dùng cho bài đăng sau đó.",
      ],
      tip: "Chọn ngày vắng khách trong tuần để sự kiện lấp đầy giờ thấp điểm thay vì làm quá tải giờ cao điểm.",
    },
    {
      title: "Chăm sóc khách qua Zalo và tin nhắn",
      why: "Khách đã mua một lần là nhóm dễ quay lại nhất nếu quán nhớ đến họ. Tin nhắn đúng lúc giúp quán luôn nằm trong đầu khách.",
      how: [
        "Mời khách theo dõi tài khoản Zalo của quán với ưu đãi cho lần mua kế tiếp.",
        "Mỗi tháng gửi tối đa 2 tin: món mới và chương trình ưu đãi.",
        "Trả lời tin nhắn đặt món nhanh, có mẫu câu trả lời sẵn cho câu hỏi thường gặp.",
      ],
      tip: "Gửi quá nhiều tin sẽ khiến khách chặn; ít mà có giá trị luôn tốt hơn.",
    },
    {
      title: "Đo lường để biết cách nào hiệu quả",
      why: "Marketing không đo lường thì khó cải thiện. Ghi chép đơn giản giúp bạn dừng việc tốn công mà không có kết quả.",
      how: [
        "Ghi doanh thu, số ly và số khách mỗi ngày vào một bảng tính.",
        "Mỗi hoạt động marketing gắn với một chỉ số: số phiếu dùng lại, số đơn ứng dụng, lượt nhắn tin.",
        "Cuối tháng giữ lại hai hoạt động tốt nhất, thay hoạt động kém nhất bằng một ý tưởng mới.",
      ],
      tip: "Mỗi lần chỉ thử một thay đổi để biết chính xác điều gì tạo ra khác biệt.",
    },
  ],
  closing: [
    "Marketing cho quán nhỏ là việc làm đều đặn mỗi ngày chứ không phải một chiến dịch lớn. Chất lượng đồ uống ổn định là nền tảng của mọi ý tưởng trong cẩm nang này: khách chỉ quay lại khi ly nước lần sau ngon như lần trước.",
    "Nếu bạn đang chuẩn bị mở quán hoặc muốn chuẩn hóa chất lượng đồ uống bằng máy pha trà, máy pha cà phê tự động, đội ngũ tư vấn của chúng tôi luôn sẵn sàng hỗ trợ 24/7.",
  ],
};
