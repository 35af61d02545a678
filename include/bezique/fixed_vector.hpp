// A vector with inline storage whose copy moves only the used prefix, so that a State copy
// stays cheap for AI search.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstring>
#include <type_traits>

namespace bezique {

template <class T, std::size_t N>
class FixedVector {
  static_assert(std::is_trivially_copyable_v<T>, "FixedVector holds plain values");

 public:
  FixedVector() = default;
  FixedVector(const FixedVector& o) : size_(o.size_) { std::memcpy(data_, o.data_, size_ * sizeof(T)); }
  FixedVector& operator=(const FixedVector& o) {
    size_ = o.size_;
    std::memmove(data_, o.data_, size_ * sizeof(T));
    return *this;
  }

  std::size_t size() const { return size_; }
  static constexpr std::size_t capacity() { return N; }
  bool empty() const { return size_ == 0; }
  bool full() const { return size_ == N; }
  void clear() { size_ = 0; }
  void push_back(const T& v) { assert(size_ < N); data_[size_++] = v; }
  void pop_back() { assert(size_ > 0); --size_; }
  void resize(std::size_t n) { assert(n <= N); size_ = static_cast<unsigned>(n); }
  T& back() { return data_[size_ - 1]; }
  const T& back() const { return data_[size_ - 1]; }
  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }
  T* begin() { return data_; }
  T* end() { return data_ + size_; }
  const T* begin() const { return data_; }
  const T* end() const { return data_ + size_; }
  bool operator==(const FixedVector& o) const {
    if (size_ != o.size_) return false;
    for (std::size_t i = 0; i < size_; ++i)
      if (!(data_[i] == o.data_[i])) return false;
    return true;
  }
  bool operator!=(const FixedVector& o) const { return !(*this == o); }

 private:
  unsigned size_ = 0;
  T data_[N];
};

}  // namespace bezique
